import { useEffect, useState } from 'react';
import {
  getChosenPoint,
  getDeliveryType,
  isApiError,
  listRestaurant,
} from '@island-eats/api-client';
import { useHandedAnswer } from '@island-eats/app-frame/client';

/** The paused site's message, or null while ordering is on; other failures are thrown. */
const pausedMessage = () =>
  listRestaurant({ ...getChosenPoint(), type: getDeliveryType() }, 1).then(
    () => null,
    (failure: unknown) => {
      const body = isApiError(failure) ? failure.body : undefined;
      if (body && Number(body.loginActive) === 0 && failure instanceof Error) {
        return body.errorMessage ?? failure.message;
      }
      throw failure;
    },
  );

/**
 * SPEC.md §2: when the restaurant list reports login not active, the server's errorMessage
 * replaces the whole layout. Asked once per page load (one page of the list), whatever page
 * the visitor opened: by the page server, which renders the page with the answer and hands it
 * to the browser, or else by the browser. Answers the message, or null while ordering is on.
 */
export function useLoginInactiveMessage(): string | null {
  const handed = useHandedAnswer('ordering', [], pausedMessage);
  const [message, setMessage] = useState(handed?.data ?? null);
  useEffect(() => {
    if (handed?.data === undefined) pausedMessage().then(setMessage, () => undefined);
    // the first render's answer decides, once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return message;
}
