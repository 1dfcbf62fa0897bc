import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps, type ButtonVariant } from '../button/button-styles';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'aria-label' | 'children'
> {
  /** Required: an icon alone gives the button no accessible name. */
  'aria-label': string;
  /** An icon from `../icons` (already aria-hidden). */
  children: ReactNode;
  variant?: Exclude<ButtonVariant, 'link'>;
  size?: 'sm' | 'md';
}

const StyledIconButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  width: ${({ $size, theme }) => ($size === 'sm' ? '36px' : theme.sizes.tapTarget)};
  height: ${({ $size, theme }) => ($size === 'sm' ? '36px' : theme.sizes.tapTarget)};
  min-height: 0;
  font-size: ${({ $size }) => ($size === 'sm' ? '1.125rem' : '1.375rem')};
`;

/** A square, round icon-only button: cart, close, favourite heart, list/grid. */
export function IconButton({
  variant = 'ghost',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return <StyledIconButton type={type} $variant={variant} $size={size} {...rest} />;
}
