import { useEffect, useState } from 'react';
import { listCuisines, type Cuisine, type LocatedAt } from '@island-eats/api-client';

/** The cuisines served on the island; none while loading or when the call fails. */
export function useCuisines(island: LocatedAt): Cuisine[] {
  const [cuisines, setCuisines] = useState<Cuisine[]>([]);
  useEffect(() => {
    let live = true;
    listCuisines()
      .then((answer) => live && setCuisines(answer.cuisines))
      // The filter is a shortcut: without it the full list still works.
      .catch(() => live && setCuisines([]));
    return () => {
      live = false;
    };
  }, [island]);
  return cuisines;
}
