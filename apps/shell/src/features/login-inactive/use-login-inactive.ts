import { useEffect, useState } from 'react';
import {
  getDeliveryType,
  isApiError,
  listRestaurant,
  LOCATION_CENTRES,
  getCurrentLocation,
  stored,
} from '@island-eats/api-client';

/**
 * SPEC.md §2: when the restaurant list reports login not active, the server's errorMessage
 * replaces the whole layout. The shell asks once at start (one page of the list), whatever
 * page the visitor opened. Answers the message, or null while ordering is on.
 */
export function useLoginInactiveMessage(): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const centre = LOCATION_CENTRES[getCurrentLocation()];
    const chosen = stored.get('chosenLocation');
    listRestaurant(
      {
        latitude: chosen?.latitudeData ?? centre.latitude,
        longitude: chosen?.longitudeData ?? centre.longitude,
        timezone: chosen?.timezone ?? 'America/St_Thomas',
        type: getDeliveryType(),
      },
      1,
    ).catch((failure: unknown) => {
      const body = isApiError(failure) ? failure.body : undefined;
      if (body && Number(body.loginActive) === 0 && failure instanceof Error) {
        setMessage(body.errorMessage ?? failure.message);
      }
    });
  }, []);
  return message;
}
