import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  as?: 'div' | 'main' | 'section' | 'header' | 'footer';
  /** A reading-width column for forms and checkout. */
  narrow?: boolean;
  /** Vertical room for a page's own content (pages without a full-width banner on top). */
  padded?: boolean;
}

const StyledContainer = styled.div<{ $narrow: boolean; $padded: boolean }>`
  width: 100%;
  padding-block: ${({ $padded, theme }) => ($padded ? theme.space[5] : '0')};
  max-width: ${({ $narrow, theme }) => ($narrow ? '720px' : theme.sizes.container)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};

  ${media.up('md')} {
    padding-inline: ${({ theme }) => theme.space[5]};
  }
`;

/** Centred page column with the gutters every screen shares. */
export function Container({ as, narrow = false, padded = false, ...rest }: ContainerProps) {
  return <StyledContainer as={as} $narrow={narrow} $padded={padded} {...rest} />;
}
