import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  LOCATION_CENTRES,
  chooseDeliveryAddress,
  getCurrentLocation,
} from '@island-eats/api-client';
import { MESSAGES } from '@island-eats/api-client/messages';
import { ISLAND_OUTLINES, ISLAND_TOWNS, isOnIsland } from '@island-eats/api-client/rules';
import type { AddressDialogProps } from '@island-eats/app-frame';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, Modal } from '@island-eats/ui';
import { useMapsKey } from '@island-eats/app-frame/client';
import { PlaceMap } from '@island-eats/ui/place-map';
import { saveAddress } from '../api/save-address';
import { tagOf, typeOf, type AddressTag } from '../utils/address-tag';
import { nearestTown } from '../utils/nearest-town';
import { AtLocationConfirm } from './at-location-confirm';
import { ErrorText, Field } from './form-styles';
import { TagChoice } from './tag-choice';

const ISLAND_NAMES = { st_croix: 'St. Croix', st_thomas: 'St. Thomas' } as const;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Point = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * SPEC.md §2 Set Delivery Address on the offline map: click (or arrow keys) sets the point, the
 * location fills from the nearest town, or is typed; House/Flat No., Landmark, Home / Work /
 * Other with a name. Saving follows SPEC.md §4 Address save.
 */
export function AddressDialog({ address, onClose, onSaved }: AddressDialogProps) {
  const island = getCurrentLocation();
  const mapsKey = useMapsKey();
  const centre = LOCATION_CENTRES[island];
  const ids = {
    location: useId(),
    house: useId(),
    landmark: useId(),
    towns: useId(),
  };
  const [point, setPoint] = useState({
    latitude: address?.latitude ?? centre.latitude,
    longitude: address?.longitude ?? centre.longitude,
  });
  const [location, setLocation] = useState(address?.location ?? '');
  const [typedByHand, setTypedByHand] = useState(false);
  const [house, setHouse] = useState(address?.houseFlatNo ?? '');
  const [landmark, setLandmark] = useState(address?.landMark ?? '');
  const [tag, setTag] = useState<AddressTag>(tagOf(address?.type ?? 'Home'));
  const [name, setName] = useState(address && tagOf(address.type) === 'Other' ? address.type : '');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const [offIsland, setOffIsland] = useState(false);
  const [busy, setBusy] = useState(false);

  const errors = {
    location: location.trim() ? undefined : MESSAGES.required,
    landmark: landmark.trim() ? undefined : MESSAGES.landmark,
  };

  function pick(latitude: number, longitude: number, address?: string) {
    setPoint({ latitude, longitude });
    setOffIsland(false);
    if (address) {
      // Google's reverse geocoding (or a chosen place) names the point
      setLocation(address);
      setTypedByHand(false);
    } else if (isOnIsland(island, latitude, longitude)) {
      setLocation(`Near ${nearestTown(island, latitude, longitude).name}, ${ISLAND_NAMES[island]}`);
      setTypedByHand(false);
    }
  }

  function type(text: string) {
    setLocation(text);
    const town = ISLAND_TOWNS[island].find((t) => t.name === text);
    if (town) {
      setPoint({ latitude: town.latitude, longitude: town.longitude });
      setTypedByHand(false);
    } else {
      setTypedByHand(true);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (errors.location || errors.landmark) return;
    if (typedByHand) setAsking(true);
    else void save();
  }

  async function save() {
    if (!isOnIsland(island, point.latitude, point.longitude)) {
      setOffIsland(true);
      return;
    }
    setBusy(true);
    const fields = {
      location: location.trim(),
      houseFlatNo: house.trim(),
      landMark: landmark.trim(),
      type: typeOf(tag, name),
      latitude: point.latitude,
      longitude: point.longitude,
      zipcode: address?.zipcode || centre.zipcode,
    };
    try {
      const saved = await saveAddress(fields, address);
      chooseDeliveryAddress(saved);
      onSaved(saved);
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  const shown = (message: string | undefined) => (tried ? message : undefined);
  return (
    <>
      <Modal open={!asking} onClose={onClose} title="Set Delivery Address" size="lg">
        <Form onSubmit={submit} noValidate>
          <PlaceMap
            apiKey={mapsKey}
            label={`Map of ${ISLAND_NAMES[island]}`}
            outlines={[ISLAND_OUTLINES[island]]}
            towns={ISLAND_TOWNS[island]}
            pins={[{ kind: 'user', label: 'Delivery point', ...point }]}
            onPick={pick}
            height={260}
          />
          <Point>
            Point: {point.latitude.toFixed(5)}, {point.longitude.toFixed(5)}
          </Point>
          {offIsland && (
            <ErrorText role="alert">
              Your selected location is not in {ISLAND_NAMES[island]}. Please change your delivery
              location.
            </ErrorText>
          )}
          <Field>
            <label htmlFor={ids.location}>Location</label>
            <input
              id={ids.location}
              list={ids.towns}
              value={location}
              autoComplete="off"
              onChange={(event) => type(event.target.value)}
              aria-invalid={shown(errors.location) ? true : undefined}
            />
            <datalist id={ids.towns}>
              {ISLAND_TOWNS[island].map((town) => (
                <option key={town.name} value={town.name} />
              ))}
            </datalist>
            {shown(errors.location) && <ErrorText>{errors.location}</ErrorText>}
          </Field>
          <Field>
            <label htmlFor={ids.house}>House/Flat No.</label>
            <input
              id={ids.house}
              value={house}
              onChange={(event) => setHouse(event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={ids.landmark}>Landmark</label>
            <input
              id={ids.landmark}
              value={landmark}
              onChange={(event) => setLandmark(event.target.value)}
              aria-invalid={shown(errors.landmark) ? true : undefined}
            />
            {shown(errors.landmark) && <ErrorText>{errors.landmark}</ErrorText>}
          </Field>
          <TagChoice tag={tag} name={name} onTag={setTag} onName={setName} />
          <Button type="submit" loading={busy} fullWidth>
            Save
          </Button>
        </Form>
      </Modal>
      <AtLocationConfirm
        open={asking}
        onYes={() => {
          setAsking(false);
          void save();
        }}
        onNo={() => setAsking(false)}
      />
    </>
  );
}
