import { useId } from 'react';
import styled from 'styled-components';
import { truncate } from '@island-eats/ui/truncate';

const Wrap = styled.span`
  position: relative;
  display: block;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  &[tabindex]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Tip = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  z-index: 5;
  display: none;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${Text}:hover + &,
  ${Text}:focus + & {
    display: block;
  }
`;

/**
 * A dish description cut at 100 characters (SPEC §9). When cut, the full text shows in a
 * tooltip on hover or keyboard focus, and screen readers get it as the description.
 */
export function DishDescription({ text }: { text: string }) {
  const id = useId();
  const short = truncate(text, 100);
  if (short === text) return <Text>{text}</Text>;
  return (
    <Wrap>
      <Text tabIndex={0} aria-describedby={id}>
        {short}
      </Text>
      <Tip role="tooltip" id={id}>
        {text}
      </Tip>
    </Wrap>
  );
}
