import styled from 'styled-components';
import { theme } from '@island-eats/ui';

const { colors, radii, space, zIndices } = theme;

// Off screen until focused: the first Tab of every page shows it over the header. Values, not
// theme functions, and a plain link (main takes focus, tabindex -1): it is in every page's first
// scripts, and in the first paint, where it works before any script has run.
const Link = styled.a`
  position: absolute;
  top: ${space[2]};
  left: ${space[2]};
  z-index: ${zIndices.overlay};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: #fff;
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** 'Skip to main content': first in the tab order of every page in the frame. */
export const SkipLink = () => <Link href="#main">Skip to main content</Link>;
