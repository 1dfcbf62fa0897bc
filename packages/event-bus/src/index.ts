export {
  createEventBus,
  type EventBus,
  type EventBusOptions,
  type Handler,
} from './create-event-bus';
export type { AuthState, EventMap, LocatedAt, OrderType, RequestMap } from './event-map';
export { bus } from './bus';
export { useBusValue } from './use-bus-value';
