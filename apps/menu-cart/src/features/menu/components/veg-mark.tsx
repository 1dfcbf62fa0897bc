import styled from 'styled-components';

const Mark = styled.span<{ $veg: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 16px;
  height: 16px;
  border: 2px solid ${({ $veg, theme }) => ($veg ? theme.colors.success : theme.colors.danger)};
  border-radius: 2px;

  &::after {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ $veg, theme }) => ($veg ? theme.colors.success : theme.colors.danger)};
  }
`;

/** The veg / non-veg square; named for screen readers. */
export function VegMark({ veg }: { veg: boolean }) {
  const label = veg ? 'Veg' : 'Non-veg';
  return <Mark role="img" aria-label={label} title={label} $veg={veg} />;
}
