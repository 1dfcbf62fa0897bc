/// <reference types="google.maps" />
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useMapsLibrary } from '@vis.gl/react-google-maps';
import type { LatLng } from './island-projection';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  input {
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

interface Props {
  /** the area the suggestions favour (the island's centre or the current point) */
  near: LatLng;
  onPlace: (latitude: number, longitude: number, address: string) => void;
}

/**
 * Google Places autocomplete for the map's point: suggestions near the island as the place is
 * typed; choosing one moves the point there (Geocoder by place id) with its address.
 */
export function PlaceSearch({ near, onPlace }: Props) {
  const places = useMapsLibrary('places');
  const geocoding = useMapsLibrary('geocoding');
  const listId = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<google.maps.places.AutocompletePrediction[]>([]);

  const [nearLat, nearLng] = near;
  useEffect(() => {
    if (!places || text.trim().length < 3) return;
    let live = true;
    void new places.AutocompleteService()
      .getPlacePredictions({
        input: text,
        locationBias: { center: { lat: nearLat, lng: nearLng }, radius: 20_000 },
      })
      .then(({ predictions }) => live && setSuggestions(predictions))
      .catch(() => live && setSuggestions([]));
    return () => {
      live = false;
    };
  }, [places, text, nearLat, nearLng]);

  function choose(value: string) {
    setText(value);
    const chosen = suggestions.find((s) => s.description === value);
    if (!chosen || !geocoding) return;
    void new geocoding.Geocoder().geocode({ placeId: chosen.place_id }).then(({ results }) => {
      const place = results[0];
      if (!place) return;
      const point = place.geometry.location;
      onPlace(
        Number(point.lat().toFixed(6)),
        Number(point.lng().toFixed(6)),
        place.formatted_address,
      );
    });
  }

  return (
    <Field>
      <label htmlFor={`${listId}-input`}>Search a place</label>
      <input
        id={`${listId}-input`}
        list={listId}
        value={text}
        autoComplete="off"
        onChange={(event) => choose(event.target.value)}
      />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s.place_id} value={s.description} />
        ))}
      </datalist>
    </Field>
  );
}
