import { useAtom } from 'jotai';
import { loadedWhenShown } from '@island-eats/ui';
import { locationPromptAtom } from '@island-eats/customer-features/auth';

// loaded the first time a login finds the user on another island
const LocationPrompt = loadedWhenShown(
  () => import('./location-prompt').then((module) => module.LocationPrompt),
  (props) => props.island !== null,
);

/** Always mounted: shows the location prompt while a login has set its island. */
export function LocationPromptHost() {
  const [island, setIsland] = useAtom(locationPromptAtom);
  return <LocationPrompt island={island} onDone={() => setIsland(null)} />;
}
