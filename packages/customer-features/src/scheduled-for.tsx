import styled from 'styled-components';
import { scheduledText } from '@island-eats/api-client/order-later';

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** 'Scheduled for Sat 5:30 PM' over a cart ordered for later; nothing for one as soon as possible. */
export function ScheduledFor({ at }: { at: string | null | undefined }) {
  return at ? <Line>{scheduledText(at)}</Line> : null;
}
