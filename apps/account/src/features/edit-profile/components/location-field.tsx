import { useField } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { LocatedAt, Location } from '@island-eats/api-client';
import { switchLocation } from '@island-eats/customer-features/choices';
import { showFailure } from '@island-eats/app-frame/client';
import { FieldBox, controlStyles } from '@island-eats/ui/form-fields';
import { LocationSwitchModal } from './location-switch-modal';

const Select = styled.select`
  ${controlStyles}
`;

/**
 * The profile's island. Choosing the other one asks first (SPEC.md §4): Yes stores it, saves it
 * on the profile and clears the cart; Don't Switch keeps the current one.
 */
export function LocationField({ name, locations }: { name: string; locations: Location[] }) {
  const [field, , helpers] = useField<LocatedAt>(name);
  const [asking, setAsking] = useState<LocatedAt | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const asked = locations.find((location) => location.name === asking);

  async function yes() {
    if (!asking) return;
    setBusy(true);
    try {
      await switchLocation(asking);
      await helpers.setValue(asking);
      setAsking(null);
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FieldBox>
      <label htmlFor={id}>Location</label>
      <Select
        id={id}
        name={field.name}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(event) => {
          const next = event.target.value as LocatedAt;
          if (next !== field.value) setAsking(next);
        }}
      >
        {locations.map((location) => (
          <option key={location.id} value={location.name}>
            {location.displayName}
          </option>
        ))}
      </Select>
      <LocationSwitchModal
        to={asked?.displayName ?? null}
        busy={busy}
        onYes={() => void yes()}
        onNo={() => setAsking(null)}
      />
    </FieldBox>
  );
}
