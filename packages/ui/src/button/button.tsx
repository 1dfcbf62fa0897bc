import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../loader/spinner';
import {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './button-styles';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks (no double submits). */
  loading?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  startIcon,
  endIcon,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // While loading the button stays focusable (aria-disabled, not disabled) so keyboard
  // focus is not thrown to <body> mid-submit; clicks are swallowed instead.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner /> : startIcon}
      {children}
      {endIcon}
    </StyledButton>
  );
}
