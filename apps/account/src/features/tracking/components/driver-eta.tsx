import styled from 'styled-components';
import type { TrackedOrder } from '@island-eats/api-client';

const Eta = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
`;

/** 'about 2 min', or 'any moment now' in the last minute's half. */
function waitText(seconds: number): string {
  if (seconds < 30) return 'any moment now';
  return `in about ${Math.ceil(seconds / 60)} min`;
}

/** A Delivery order on its way: when the driver arrives, read again with every update. */
export function DriverEta({ order }: { order: TrackedOrder }) {
  if (order.driverEta === undefined || order.driverEtaSeconds === undefined) return null;
  return (
    <Eta>
      Your driver is on the way: arriving around <strong>{order.driverEta}</strong> (
      {waitText(order.driverEtaSeconds)}).
    </Eta>
  );
}
