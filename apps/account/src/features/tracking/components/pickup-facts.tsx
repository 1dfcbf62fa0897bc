import styled from 'styled-components';
import type { TrackedOrder } from '@island-eats/api-client';
import { VisuallyHidden } from '@island-eats/ui';
import { directionsUrl } from '../utils/directions-url';

const Facts = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};

  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const NOT_YET = '00:00';

/** When the food is ready, in words: the time it was, or that it is not yet. */
function readyText(order: TrackedOrder): string {
  if (order.readyForPickupTime !== NOT_YET) return `Ready since ${order.readyForPickupTime}`;
  return 'Not ready yet: the time shows here as soon as it is.';
}

/** A Pick UP order's where and when: the restaurant's address, directions, the ready time. */
export function PickupFacts({ order }: { order: TrackedOrder }) {
  return (
    <Facts aria-labelledby="pickup-facts">
      <h3 id="pickup-facts">Pick up at</h3>
      <p>{order.outletAddress}</p>
      <p>
        <a
          href={directionsUrl({
            latitude: order.outletlatitude,
            longitude: order.outletLongitude,
            address: order.outletAddress,
          })}
          target="_blank"
          rel="noreferrer"
        >
          Directions<VisuallyHidden> (opens Google Maps)</VisuallyHidden>
        </a>
      </p>
      <p>{readyText(order)}</p>
    </Facts>
  );
}
