import { getLoginSetting, type LocatedAt, type Location } from '@island-eats/api-client';

type Island = Location & { name: LocatedAt };
import { useRequest } from '@island-eats/app-frame/client';

/** Shown until getloginSetting answers, and kept if it fails: the two islands of SPEC.md §9. */
const KNOWN: Island[] = [
  { id: 1, name: 'st_croix', displayName: 'St. Croix' },
  { id: 2, name: 'st_thomas', displayName: 'St. Thomas' },
];

/**
 * The islands to choose from, as getloginSetting lists them. SPEC.md §2: the first entry of
 * the server's list is skipped (it is the list's placeholder, the one without a name).
 */
export function useLocations(): Island[] {
  const { data: islands } = useRequest(
    () =>
      getLoginSetting().then((settings) =>
        settings.located_at.slice(1).filter((entry): entry is Island => entry.name !== ''),
      ),
    [],
  );
  return islands && islands.length > 0 ? islands : KNOWN;
}
