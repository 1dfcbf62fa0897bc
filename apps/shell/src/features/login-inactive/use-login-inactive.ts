import { useEffect, useState } from 'react';
import {
  getChosenPoint,
  getDeliveryType,
  isApiError,
  listRestaurant,
} from '@island-eats/api-client';

/**
 * SPEC.md §2: when the restaurant list reports login not active, the server's errorMessage
 * replaces the whole layout. The shell asks once at start (one page of the list), whatever
 * page the visitor opened. Answers the message, or null while ordering is on.
 */
export function useLoginInactiveMessage(): string | null {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    listRestaurant({ ...getChosenPoint(), type: getDeliveryType() }, 1).catch(
      (failure: unknown) => {
        const body = isApiError(failure) ? failure.body : undefined;
        if (body && Number(body.loginActive) === 0 && failure instanceof Error) {
          setMessage(body.errorMessage ?? failure.message);
        }
      },
    );
  }, []);
  return message;
}
