import type { RemoteName } from '@island-eats/app-frame/remote-contracts';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

/**
 * The remotes' Node entries, each checked against the origins the page server may run code
 * from. A remote's Node build runs in the page server's process with its rights (vm, not a
 * sandbox): an entry URL from anywhere else (a mistyped variable, a config someone could write
 * to) is refused at start rather than run.
 */
export function allowedEntries(
  entries: RemoteEntries,
  allowedOrigins: readonly string[],
): RemoteEntries {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  for (const [name, entry] of Object.entries(entries)) {
    if (entry === undefined) continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${name}'s Node entry ${entry} is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`${name}'s Node entry ${entry} is not served over HTTP`);
    }
    if (!allowed.has(url.origin)) {
      throw new Error(`${name}'s Node entry ${entry} is not on an allowed origin`);
    }
  }
  return entries;
}
