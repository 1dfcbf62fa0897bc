import type { RemoteName } from '@island-eats/app-frame/remote-contracts';
import { NODE_REMOTE_DIR } from '@island-eats/build-config/node-builds';
import type { RemoteEntries } from './allowed-entries';

/**
 * Each remote's Node entry, beside its browser manifest (the runtime config's remotes): a
 * remote serves both builds from one origin, so one setting says where it is. `remoteUrl`:
 * where this server fetches a remote's file (internal-urls.ts).
 */
export function nodeEntriesOf(
  manifests: Record<RemoteName, string>,
  remoteUrl: (publicUrl: string) => string = (url) => url,
): RemoteEntries {
  return Object.fromEntries(
    Object.entries(manifests).map(([name, manifest]) => [
      name,
      remoteUrl(new URL(`${NODE_REMOTE_DIR}/remoteEntry.js`, manifest).href),
    ]),
  );
}
