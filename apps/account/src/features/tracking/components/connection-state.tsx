import styled from 'styled-components';
import type { Connection } from '../api/use-order-tracking';

const State = styled.p<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $live }) => ($live ? theme.colors.success : theme.colors.warning)};
  background: ${({ theme, $live }) => ($live ? theme.colors.successSoft : theme.colors.warningSoft)};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const TEXT: Record<Connection, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

/** Whether changes arrive live or by the 2 s polling. */
export function ConnectionState({ connection }: { connection: Connection }) {
  return (
    <State role="status" $live={connection === 'live'}>
      {TEXT[connection]}
    </State>
  );
}
