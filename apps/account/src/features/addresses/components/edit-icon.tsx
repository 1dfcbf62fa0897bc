import { Icon, type IconProps } from '@island-eats/ui';

/** A pencil (shape after Feather's edit-2, ISC licence). */
export function EditIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M17 3a2.85 2.85 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />
    </Icon>
  );
}
