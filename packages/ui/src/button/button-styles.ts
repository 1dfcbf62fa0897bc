import { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const variants: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.colors.primary};
    color: ${t.colors.onPrimary};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${t.colors.primaryHover};
    }
    &:active:not(:disabled, [aria-disabled='true']) {
      background: ${t.colors.primaryActive};
    }
  `,
  secondary: (t) => css`
    background: ${t.colors.surface};
    color: ${t.colors.primary};
    border-color: ${t.colors.primary};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${t.colors.primarySoft};
    }
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.colors.primary};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${t.colors.primarySoft};
    }
  `,
  link: (t) => css`
    min-height: 0;
    padding: 0;
    background: transparent;
    color: ${t.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    &:hover:not(:disabled, [aria-disabled='true']) {
      color: ${t.colors.primaryHover};
    }
  `,
};

const sizes: Record<ButtonSize, (t: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    min-height: 36px;
    padding: ${t.space[1]} ${t.space[3]};
    font-size: ${t.fontSizes.sm};
  `,
  // 44px is the touch-target size most of the site's tapping happens at (mobile first).
  md: (t) => css`
    min-height: ${t.sizes.tapTarget};
    padding: ${t.space[2]} ${t.space[4]};
    font-size: ${t.fontSizes.md};
  `,
  lg: (t) => css`
    min-height: 52px;
    padding: ${t.space[3]} ${t.space[5]};
    font-size: ${t.fontSizes.lg};
  `,
};

/** Shared so a router link can look like a button: styled(Link)`${buttonStyles}`. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  transition:
    background-color ${({ theme }) => theme.durations.fast},
    color ${({ theme }) => theme.durations.fast};
  ${({ theme, $size = 'md' }) => sizes[$size](theme)}
  ${({ theme, $variant = 'primary' }) => variants[$variant](theme)}

  &[aria-busy='true'] {
    cursor: progress;
  }

  &:disabled {
    background: ${({ theme, $variant }) =>
      $variant === 'link' || $variant === 'ghost' ? 'transparent' : theme.colors.disabled};
    border-color: transparent;
    color: ${({ theme }) => theme.colors.onDisabled};
  }
`;
