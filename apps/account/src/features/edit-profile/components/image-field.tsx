import { useField } from 'formik';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ImageWithFallback } from '@island-eats/ui';
import { imageFileProblem } from '../utils/image-file';
import { FieldError } from '@island-eats/ui/form-fields';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Photo = styled(ImageWithFallback)`
  flex: none;
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Pick = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

interface Props {
  /** the field holding the picture's URL: the stored one or the chosen file's preview */
  name: string;
  fallbackSrc: string;
  onFile: (file: File | undefined) => void;
}

/** SPEC.md §2 Edit Profile: png, gif or jpeg, previewed; a wrong type or size is refused here. */
export function ImageField({ name, fallbackSrc, onFile }: Props) {
  const [field, meta, helpers] = useField<string>(name);
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const id = useId();
  const errorId = `${id}-error`;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) {
      event.target.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    onFile(file);
    void helpers.setValue(url);
  }

  const error = problem ?? (meta.touched || !field.value ? meta.error : undefined);
  return (
    <Box>
      <Photo
        src={field.value}
        fallbackSrc={fallbackSrc}
        alt="Profile picture"
        width={96}
        height={96}
      />
      <Pick>
        <label htmlFor={id}>Profile Image</label>
        <input
          id={id}
          type="file"
          accept="image/png,image/gif,image/jpeg"
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        )}
      </Pick>
    </Box>
  );
}
