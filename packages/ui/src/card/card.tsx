import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** `article` for a restaurant or dish, `li` inside a list. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Lifts on hover, for cards that are one big link or button. */
  interactive?: boolean;
  /** Greys the card out, e.g. a closed restaurant's dishes (SPEC §2); say why in text too. */
  muted?: boolean;
  padding?: 'none' | 'sm' | 'md';
}

const paddings = { none: 0, sm: 3, md: 4 } as const;

const StyledCard = styled.div<{
  $interactive: boolean;
  $muted: boolean;
  $padding: CardProps['padding'];
}>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  padding: ${({ theme, $padding = 'md' }) => theme.space[paddings[$padding]]};
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceSand : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  /* Grey, not faded: lowered opacity would drop the text below 4.5:1 contrast. */
  filter: ${({ $muted }) => ($muted ? 'grayscale(1)' : 'none')};
  transition: box-shadow ${({ theme }) => theme.durations.normal};

  ${({ $interactive, theme }) =>
    $interactive ? `&:hover, &:focus-within { box-shadow: ${theme.shadows.md}; }` : ''}
`;

export function Card({
  as,
  interactive = false,
  muted = false,
  padding = 'md',
  ...rest
}: CardProps) {
  return (
    <StyledCard as={as} $interactive={interactive} $muted={muted} $padding={padding} {...rest} />
  );
}
