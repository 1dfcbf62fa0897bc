import { useCallback, useSyncExternalStore } from 'react';
import type { EventBus } from './create-event-bus';
import type { EventMap } from './event-map';
import { bus } from './bus';

/** The current value of an event, re-rendering on each publish; `fallback` until one arrives. */
export function useBusValue<K extends keyof EventMap>(name: K, fallback: EventMap[K]): EventMap[K];
export function useBusValue<M extends object, K extends keyof M>(
  name: K,
  fallback: M[K],
  source: EventBus<M>,
): M[K];
export function useBusValue<M extends object, K extends keyof M>(
  name: K,
  fallback: M[K],
  source: EventBus<M> = bus as unknown as EventBus<M>,
): M[K] {
  const subscribe = useCallback(
    (onChange: () => void) => source.subscribe(name, onChange),
    [source, name],
  );
  const read = (): M[K] => source.last(name) ?? fallback;
  return useSyncExternalStore(subscribe, read, read);
}
