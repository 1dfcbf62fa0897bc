import type { NodeHost } from '@island-eats/app-frame/node-host';
import type {
  RemoteModuleId,
  RemoteModules,
  RemoteName,
} from '@island-eats/app-frame/remote-contracts';
import { allowedEntries, type RemoteEntries } from './allowed-entries';
import { readEntryTag } from './entry-tag';
import { withinBudget, UNAVAILABLE, type Unavailable } from './within-budget';

/** How often a remote's Node entry is asked whether a new build replaced it (a HEAD). */
export const REVALIDATE_MS = 1000;
/** How long a page waits for a remote module before rendering the region's fallback. */
export const REMOTE_BUDGET_MS = 300;
/**
 * How long a HEAD may take before the entry counts as hanging. Its own, not a page's budget: the
 * loads waiting on one HEAD are many, and the first one's budget cut it short for all of them.
 */
export const HEAD_LIMIT_MS = 2000;
/**
 * How long a page waits for the HEAD of an entry in use: a roll is in the next page when the
 * HEAD answers at once, and a HEAD slow on a busy process costs no page its region.
 */
export const HEAD_WAIT_MS = 100;

export type LoadedModule<Id extends RemoteModuleId> = { module: RemoteModules[Id] } | Unavailable;

export interface RemoteEntriesOptions {
  host: Pick<NodeHost, 'setRemotes' | 'loadModule'>;
  /** The remotes' Node entries by name: `<origin>/node/remoteEntry.js`. */
  entries: RemoteEntries;
  /** The origins whose code may run in this process (allowed-entries.ts). */
  allowedOrigins: readonly string[];
  revalidateMs?: number;
  budgetMs?: number;
  headLimitMs?: number;
  headWaitMs?: number;
  readTag?: typeof readEntryTag;
  now?: () => number;
  log?: (message: string) => void;
}

interface EntryState {
  url: string;
  /** undefined until the first answer. */
  tag?: string | null;
  checkedAt: number;
  /** A load failed since the last registration: the runtime may hold the failed entry. */
  failed: boolean;
  checking?: Promise<void>;
}

export interface RemoteEntriesHandle {
  /** A remote module, or `{ unavailable: true }` within the budget: never throws. */
  load<Id extends RemoteModuleId>(id: Id): Promise<LoadedModule<Id>>;
}

/**
 * The remotes' Node builds as the page server uses them: registered in the host's Node build,
 * followed across rolls, and loaded within a budget.
 *
 * A roll is picked up by all three of (examples/mf-ssr §4; any one skipped rendered stale
 * markup): a HEAD of the entry at most every `revalidateMs`; on a new ETag, the entry
 * registered again with `force`, which drops the runtime's container; and the modules taken
 * from the old container dropped (the host's setRemotes does both).
 */
export function remoteEntries(options: RemoteEntriesOptions): RemoteEntriesHandle {
  const {
    host,
    revalidateMs = REVALIDATE_MS,
    budgetMs = REMOTE_BUDGET_MS,
    headLimitMs = HEAD_LIMIT_MS,
    headWaitMs = HEAD_WAIT_MS,
    readTag = readEntryTag,
    now = Date.now,
    log = (message) => console.warn(`[page-server] ${message}`),
  } = options;
  const entries = allowedEntries(options.entries, options.allowedOrigins);
  const states = new Map<string, EntryState>();
  for (const [name, url] of Object.entries(entries)) {
    if (url) states.set(name, { url, checkedAt: -Infinity, failed: false });
  }
  host.setRemotes(entries);

  /**
   * Asks whether the entry changed, once per period (from the last answer) however many loads
   * are waiting.
   */
  function revalidate(name: string, state: EntryState): Promise<void> {
    if (state.checking) return state.checking;
    if (now() - state.checkedAt < revalidateMs) return Promise.resolve();
    state.checking = readTag(state.url, AbortSignal.timeout(headLimitMs))
      .then((tag) => {
        const rolled = state.tag !== undefined && tag !== state.tag;
        // a failed load may have left the runtime holding a broken or never-answered entry:
        // a fresh registration is its next chance, at most once a period
        if (rolled || state.failed) {
          host.setRemotes({ [name]: state.url }, true);
          state.failed = false;
          if (rolled) log(`${name}: a new build at ${state.url}`);
        }
        state.tag = tag;
      })
      .finally(() => {
        state.checkedAt = now();
        state.checking = undefined;
      });
    return state.checking;
  }

  return {
    async load<Id extends RemoteModuleId>(id: Id): Promise<LoadedModule<Id>> {
      const name = id.split('/')[0] as RemoteName;
      const state = states.get(name);
      if (!state) return UNAVAILABLE;
      // where the load stood when it failed: only an entry that failed may be re-registered
      let asking = true;
      let headFailed = false;
      return withinBudget(
        async () => {
          const check = revalidate(name, state);
          if (state.tag === undefined || state.failed) {
            // nothing loaded yet, or a load failed: its registration is settled first
            await check.catch((error: unknown) => {
              headFailed = true;
              throw error;
            });
          } else {
            // An entry in use waits for its HEAD a moment only, then renders with what it has
            // and the HEAD follows a roll for the next pages. Waited for whole, a HEAD slow on a
            // busy process (up to HEAD_LIMIT_MS) gave nearly every page the region's fallback.
            // One that fails leaves the loaded modules in use.
            const answered = check.catch((error: unknown) =>
              log(`${name}: no answer to a HEAD: ${String(error)}`),
            );
            let timer: NodeJS.Timeout | undefined;
            await Promise.race([
              answered,
              new Promise((resolve) => (timer = setTimeout(resolve, headWaitMs))),
            ]);
            clearTimeout(timer);
          }
          asking = false;
          return { module: await host.loadModule(id) };
        },
        budgetMs,
        (reason) => {
          // A HEAD still unanswered at the budget (a busy process: a hundred renders at once on
          // two cores) put nothing in the runtime. Taken for a failure, it re-registered the
          // entry, which dropped every module loaded from it, and the next pages, slower still,
          // failed in turn (pnpm bench:deploy). A HEAD that fails, or a load, marks the entry.
          if (headFailed || !asking) state.failed = true;
          log(`${id} unavailable: ${reason instanceof Error ? reason.message : String(reason)}`);
        },
      );
    },
  };
}
