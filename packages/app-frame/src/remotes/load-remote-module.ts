import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig } from '../load-runtime-config';
import { settled, type Settled } from '../settled';
import type { RemoteModuleId, RemoteModules, RemoteName, RemoteOf } from '../remote-contracts';
import type { LoadedModule } from '../server/node-host';

interface Attempt {
  key: string;
  promise: Promise<unknown>;
  failed: boolean;
}

/** The key of a failed attempt the page server made for the page (provideRemoteModule). */
const SERVER_ATTEMPT = 'server';

const manifests = new Map<RemoteName, string>();
const attempts = new Map<RemoteModuleId, Attempt>();

/** Registers the remotes' manifest URLs read from the runtime config; nothing is baked in. */
export function registerRemoteManifests(remotes: Record<RemoteName, string>) {
  for (const [name, entry] of Object.entries(remotes) as [RemoteName, string][]) {
    manifests.set(name, entry);
  }
  registerRemotes([...manifests].map(([name, entry]) => ({ name, entry })));
}

const remoteOf = <Id extends RemoteModuleId>(id: Id) => id.split('/')[0] as RemoteOf<Id>;

/**
 * Every app that mounts another's part has a federation instance of its own: the shell
 * registers the remotes at start, a remote hosting a part (checkout-pay mounting account's
 * address chooser, restro-menu its parts) registers them from the page's runtime config the
 * first time it needs one.
 */
async function knowRemote(name: RemoteName): Promise<void> {
  if (manifests.has(name)) return;
  registerRemoteManifests((await loadRuntimeConfig()).remotes);
}

/**
 * Loads an exposed module once and shares the promise (its region waits on a stable one).
 * A failed load is kept for the attempt that saw it, so a render cannot loop on it, and is
 * tried afresh on the next attempt (the next navigation or a Try again).
 */
export function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
  attemptKey: string,
): Settled<RemoteModules[Id]> {
  // On the page server a region renders what the server loaded for its request's page
  // (provideRemoteModule) or its loading state, which the browser's first render also shows:
  // nothing is loaded here.
  if (typeof window === 'undefined') {
    return (requestModules()?.get(id) ?? notOnServer) as Settled<RemoteModules[Id]>;
  }
  const previous = attempts.get(id);
  // the page server's failure, given to the page (provideRemoteModule): the first region that
  // asks shows it as the server did, and its Try again is a fresh attempt
  if (previous?.key === SERVER_ATTEMPT) previous.key = attemptKey;
  if (previous && (!previous.failed || previous.key === attemptKey)) {
    return previous.promise as Settled<RemoteModules[Id]>;
  }
  if (previous?.failed) {
    const name = remoteOf(id);
    const entry = manifests.get(name);
    // force drops the runtime's cached (failed) entry so the manifest is fetched again
    if (entry) registerRemotes([{ name, entry }], { force: true });
  }
  const attempt: Attempt = {
    key: attemptKey,
    failed: false,
    // settled: a module loaded before its region renders (preloaded) shows in its first render
    promise: settled(
      knowRemote(remoteOf(id))
        .then(() => loadRemote<RemoteModules[Id]>(id))
        .then((module) => {
          if (!module) throw new Error(`${id} is unavailable`);
          return module;
        }),
    ),
  };
  attempt.promise.catch(() => {
    attempt.failed = true;
  });
  attempts.set(id, attempt);
  return attempt.promise as Settled<RemoteModules[Id]>;
}

/** A module the page server did not load for the page: its region shows its loading state. */
const notOnServer: Settled<never> = settled(new Promise<never>(() => undefined));

/**
 * What the page server rendered a region with, given before the page renders so the region
 * shows it at once: the module (`{ module }`), or that its remote did not give it in time
 * (`{ unavailable: true }`: the region's fallback). The browser gives the same before it
 * hydrates (hydrate-page.ts), so its first render is the server's.
 */
export function provideRemoteModule(id: RemoteModuleId, loaded: LoadedModule): void {
  const failed = !('module' in loaded);
  const reason = new Error(`${id} was unavailable to the page server`);
  const promise: Settled<unknown> = failed
    ? Promise.reject(reason)
    : Promise.resolve(loaded.module);
  promise.catch(() => undefined);
  // known at once, not a task later: the region's first render shows it
  Object.assign(
    promise,
    failed ? { status: 'rejected', reason } : { status: 'fulfilled', value: loaded.module },
  );
  const request = requestModules();
  if (request) request.set(id, promise);
  else attempts.set(id, { key: failed ? SERVER_ATTEMPT : 'page', promise, failed });
}

/**
 * On the page server, the modules given to the request under way: it renders many requests at
 * once, and one's remote failing must not be another's fallback. In a browser, none.
 */
let requestModules: () => Map<RemoteModuleId, Settled<unknown>> | undefined = () => undefined;

/** The page server's, once at start: `current` gives the modules of the request under way. */
export function scopeRemoteModules(current: typeof requestModules): void {
  requestModules = current;
}

/**
 * Starts loading a part a page is about to mount, so its code comes down beside the page's own
 * data instead of after it. A failure here is left to the part's own attempt, which retries it.
 */
export function preloadRemoteModule(id: RemoteModuleId): void {
  loadRemoteModule(id, 'preload').catch(() => undefined);
}
