import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizes = { sm: '1em', md: '1.5rem', lg: '3rem' };
export type SpinnerSize = keyof typeof sizes;

/** The spinning ring alone, hidden from assistive tech; `Loader` adds the spoken label. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size = 'sm' }) => sizes[$size]};
  height: ${({ $size = 'sm' }) => sizes[$size]};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;

  /* A frozen ring reads as "stuck", so keep it turning, slowly, even with reduced motion;
     the class selector outranks the global reset's universal one. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 1.5s !important;
    animation-iteration-count: infinite !important;
  }
`;
