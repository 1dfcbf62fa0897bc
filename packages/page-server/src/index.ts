export { loadNodeHost } from './load-node-host';
export {
  remoteEntries,
  REMOTE_BUDGET_MS,
  REVALIDATE_MS,
  type LoadedModule,
  type RemoteEntriesHandle,
  type RemoteEntriesOptions,
} from './remote-entries';
export { allowedEntries, type RemoteEntries } from './allowed-entries';
export { withinBudget, UNAVAILABLE, type Unavailable } from './within-budget';
