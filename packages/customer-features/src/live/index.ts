export { openLiveSocket } from './live-socket';
export { watchOutlet } from './watch-outlet';
export { useOutletChanges } from './use-outlet-changes';
