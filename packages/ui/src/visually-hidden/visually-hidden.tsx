import styled, { css } from 'styled-components';

/** Hides content visually but keeps it in the accessibility tree (display:none would not). */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only, e.g. a label beside an icon. Renders a span. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
