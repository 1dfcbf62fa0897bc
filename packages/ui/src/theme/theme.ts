import { breakpoints, media, mediaQuery } from './media';

/**
 * Island Eats design tokens. Every text/background pair named here passes WCAG AA 4.5:1
 * (ratios noted beside them) because the Lighthouse accessibility budget is 95.
 */
export const colors = {
  primary: '#0B6E79', // sea teal: white on it 5.96, on background 5.54
  primaryHover: '#095A63',
  primaryActive: '#07474F',
  primaryDark: '#07474F', // deep sea for footer/hero bands: white on it 9.6
  primarySoft: '#E6F3F4', // primary text on it 5.25
  onPrimary: '#FFFFFF',
  accent: '#F26D4F', // coral, decorative or with `text` on it (4.94)
  accentStrong: '#B8432A', // coral for white text (5.42) or text on white
  onAccent: '#FFFFFF',
  background: '#FBF6EC', // sand
  surface: '#FFFFFF',
  surfaceSand: '#F3E9D6',
  text: '#1F2A30', // 13.6 on background
  textMuted: '#4F5D63', // 6.33 on background, 5.66 on surfaceSand
  border: '#E4D9C4', // decorative dividers only
  borderStrong: '#8A7F6B', // form-control outlines need 3:1 (3.66)
  focus: '#07474F',
  overlay: 'rgba(16, 28, 33, 0.6)', // behind modals
  scrim: 'rgba(251, 246, 236, 0.85)', // sand veil behind the full-page loader
  disabled: '#E9E4DA',
  onDisabled: '#6B7479',
  star: '#C2610C', // 4.19 on white: stars are graphics, 3:1 needed
  success: '#14532D',
  successSoft: '#DCF2E4', // 7.75
  warning: '#7A4B00',
  warningSoft: '#FDF0D0', // 6.55
  danger: '#9B1C1C',
  dangerSoft: '#FDE2DD', // 6.64
  info: '#0B4F57',
  infoSoft: '#DFF1F2', // 7.93
  neutral: '#3D4449',
  neutralSoft: '#EBE6DC', // 7.96
};

/** A 4px-based scale; index names keep call sites short: `theme.space[4]` is 16px. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '24px',
  6: '32px',
  7: '48px',
  8: '64px',
};

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px', round: '50%' };

export const shadows = {
  sm: '0 1px 2px rgba(31, 42, 48, 0.08)',
  md: '0 4px 12px rgba(31, 42, 48, 0.12)',
  lg: '0 12px 32px rgba(31, 42, 48, 0.2)',
};

// System fonts only: a web font would cost a request and shift text as it swaps in.
export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
};

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  display: '2rem',
};

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 };
export const lineHeights = { tight: 1.25, body: 1.5 };

// header: the sticky bar of the shell and of restro-menu; toasts open below it, never over its links
export const sizes = { container: '1200px', tapTarget: '44px', header: '64px' };
export const zIndices = { header: 100, overlay: 1000, toast: 1100 };
export const durations = { fast: '120ms', normal: '200ms' };

export const theme = {
  colors,
  space,
  radii,
  shadows,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  sizes,
  zIndices,
  durations,
  // Also here so a styled template can use `theme.media.up('md')` without another import.
  media,
  mediaQuery,
};

export type Theme = typeof theme;
