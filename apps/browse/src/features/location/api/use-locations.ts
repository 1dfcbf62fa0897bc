import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { failureMessage, getLoginSetting, type Location } from '@island-eats/api-client';

/** Shown until getloginSetting answers, and kept if it fails: the two islands of SPEC.md §9. */
const KNOWN: Location[] = [
  { id: 1, name: 'st_croix', displayName: 'St. Croix' },
  { id: 2, name: 'st_thomas', displayName: 'St. Thomas' },
];

/**
 * The islands to choose from, as getloginSetting lists them. SPEC.md §2: the first entry of
 * the server's list is skipped (it is the list's placeholder).
 */
export function useLocations(): Location[] {
  const [locations, setLocations] = useState(KNOWN);
  useEffect(() => {
    let live = true;
    getLoginSetting()
      .then((settings) => {
        const islands = settings.located_at.slice(1);
        if (live && islands.length > 0) setLocations(islands);
      })
      .catch((failure: unknown) => {
        if (live) toast.error(failureMessage(failure));
      });
    return () => {
      live = false;
    };
  }, []);
  return locations;
}
