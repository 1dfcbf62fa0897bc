import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader } from '@island-eats/ui';
import type { PageModuleId } from '../remote-contracts';
import { RemoteRegion } from './remote-region';

/**
 * Mounts a page a remote exposes (its default export). A failure shows a fallback in this
 * region only; the next navigation (or Try again) is a fresh attempt, while a loaded page
 * keeps its state.
 */
export function RemotePage({ id }: { id: PageModuleId }) {
  const location = useLocation();
  // Every navigation, even back to a history entry that failed before, is a fresh attempt.
  const [navigation, setNavigation] = useState({ location, count: 0 });
  if (navigation.location !== location) setNavigation({ location, count: navigation.count + 1 });
  return (
    <RemoteRegion
      id={id}
      round={navigation.count}
      loading={<Loader label="Loading page" />}
      render={({ default: Page }) => <Page />}
    />
  );
}
