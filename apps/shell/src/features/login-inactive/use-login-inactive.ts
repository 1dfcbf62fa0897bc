import { useEffect, useState } from 'react';
import {
  getChosenPoint,
  getDeliveryType,
  isApiError,
  isTransientFailure,
  listRestaurant,
} from '@island-eats/api-client';
import { useHandedAnswer } from '@island-eats/app-frame/client';

/**
 * Asks one page of the restaurant list: the server's errorMessage when it reports login not
 * active, null while ordering is on. A failure that may pass by itself (the API away) is not an
 * answer: it throws, so a page the server could not ask about is asked about by the browser.
 */
async function loginInactiveMessage(): Promise<string | null> {
  try {
    await listRestaurant({ ...getChosenPoint(), type: getDeliveryType() }, 1);
    return null;
  } catch (failure) {
    if (isTransientFailure(failure)) throw failure;
    const body = isApiError(failure) ? failure.body : undefined;
    if (body && Number(body.loginActive) === 0 && failure instanceof Error) {
      return body.errorMessage ?? failure.message;
    }
    return null;
  }
}

/**
 * SPEC.md §2: when the restaurant list reports login not active, the server's errorMessage
 * replaces the whole layout. Every page asks once, whatever page the visitor opened: the page
 * server, as one of the page's first reads, or else the browser once it has started.
 */
export function useLoginInactiveMessage(): string | null {
  const handed = useHandedAnswer('ordering', [], loginInactiveMessage);
  const [message, setMessage] = useState(handed?.data ?? null);
  useEffect(() => {
    if (handed) return;
    loginInactiveMessage().then(setMessage, () => undefined);
  }, [handed]);
  return message;
}
