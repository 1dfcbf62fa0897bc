import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Spinner, type SpinnerSize } from './spinner';

export interface LoaderProps {
  /** Spoken by screen readers; visible too when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  className?: string;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

/** Inline loading indicator announced politely through role="status". */
export function Loader({
  label = 'Loading',
  showLabel = false,
  size = 'md',
  className,
}: LoaderProps) {
  return (
    <Root role="status" className={className}>
      <Spinner $size={size} />
      {showLabel ? <Label>{label}</Label> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Root>
  );
}
