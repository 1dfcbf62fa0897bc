import { useId, useState } from 'react';
import styled from 'styled-components';
import type { LocatedAt } from '@island-eats/api-client';
import { switchLocation } from '@island-eats/customer-features/choices';
import { showFailure } from '@island-eats/app-frame/client';
import { ClearCartConfirm } from '@island-eats/customer-features/clear-cart-confirm';
import { visuallyHiddenStyles } from '@island-eats/ui';
import { useLocations } from '../api/use-locations';

interface Props {
  value: LocatedAt;
  className?: string;
}

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  legend {
    float: left;
    margin-right: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Choice = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  input {
    ${visuallyHiddenStyles}
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * SPEC.md §2 Select Location: the islands as radios. Choosing the other island asks first;
 * Yes stores it, saves it on the profile when logged in, clears the cart and reloads (§4).
 */
export function LocationChoice({ value, className }: Props) {
  const locations = useLocations();
  const name = useId();
  const [asking, setAsking] = useState<LocatedAt | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = locations.find((location) => location.name === asking);

  async function confirm() {
    if (!asking) return;
    setBusy(true);
    try {
      await switchLocation(asking);
      window.location.reload();
    } catch (failure) {
      showFailure(failure);
      setBusy(false);
    }
  }

  return (
    <>
      <Group className={className}>
        <legend>Select Location</legend>
        {locations.map((location) => (
          <Choice key={location.id}>
            <input
              type="radio"
              name={name}
              value={location.name}
              checked={location.name === value}
              onChange={() => setAsking(location.name)}
            />
            {location.displayName}
          </Choice>
        ))}
      </Group>
      <ClearCartConfirm
        open={asked !== undefined}
        title="Switch Location"
        busy={busy}
        onYes={() => void confirm()}
        onNo={() => setAsking(null)}
      >
        Switch your location to <strong>{asked?.displayName}</strong>?
      </ClearCartConfirm>
    </>
  );
}
