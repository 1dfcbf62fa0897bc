import { listCuisines, type Cuisine, type LocatedAt } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/**
 * The cuisines served on the island; none while loading or while the call fails. The filter is
 * a shortcut: without it the full list still works, so no toast (useRequest still tries again).
 */
export function useCuisines(island: LocatedAt): Cuisine[] {
  const { data } = useRequest(() => listCuisines().then((answer) => answer.cuisines), [island], {
    quiet: true,
    pageData: 'cuisines',
  });
  return data ?? [];
}
