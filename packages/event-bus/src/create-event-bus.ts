export type Handler<V> = (value: V) => void;

export interface EventBus<M extends object, R extends object = Record<never, never>> {
  publish<K extends keyof M>(name: K, value: M[K]): void;
  /** The handler also runs at once with the current value, so a remote that loads late is in step. */
  subscribe<K extends keyof M>(name: K, handler: Handler<M[K]>): () => void;
  last<K extends keyof M>(name: K): M[K] | undefined;
  /** Sends a one-off request to this page's handlers: not remembered, not sent to other tabs. */
  request<K extends keyof R>(name: K, ...payload: R[K] extends void ? [] : [R[K]]): void;
  /** Handles requests of one name; returns the unsubscribe function. */
  onRequest<K extends keyof R>(name: K, handler: Handler<R[K]>): () => void;
  /** Stops listening to other tabs (tests, teardown). */
  close(): void;
}

export interface EventBusOptions {
  /** BroadcastChannel name shared by the tabs; null keeps the bus to this page. */
  channelName?: string | null;
}

interface TabMessage {
  name: PropertyKey;
  value: unknown;
}

function openChannel(name: string | null): BroadcastChannel | null {
  if (name === null || typeof BroadcastChannel !== 'function') return null;
  try {
    return new BroadcastChannel(name);
  } catch {
    return null;
  }
}

export function createEventBus<M extends object, R extends object = Record<never, never>>(
  options: EventBusOptions = {},
): EventBus<M, R> {
  const values = new Map<keyof M, M[keyof M]>();
  const handlers = new Map<keyof M, Set<Handler<never>>>();
  const requestHandlers = new Map<keyof R, Set<Handler<never>>>();
  const channel = openChannel(
    options.channelName === undefined ? 'island-eats' : options.channelName,
  );

  function run<V>(list: Iterable<Handler<never>> | undefined, value: V): void {
    for (const handler of [...(list ?? [])] as Handler<V>[]) {
      try {
        handler(value);
      } catch (error) {
        // One failing app must not keep the event from the others.
        console.error(error);
      }
    }
  }

  function deliver<K extends keyof M>(name: K, value: M[K]): void {
    values.set(name, value);
    run(handlers.get(name), value);
  }

  // Values from other tabs are applied here only, never posted again: no echo, no loop.
  channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
    const { name, value } = event.data;
    deliver(name as keyof M, value as M[keyof M]);
  });

  return {
    publish(name, value) {
      deliver(name, value);
      try {
        channel?.postMessage({ name, value } satisfies TabMessage);
      } catch (error) {
        // A value that cannot be cloned stays in this tab.
        console.error(error);
      }
    },
    subscribe(name, handler) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      set.add(handler as Handler<never>);
      if (values.has(name)) handler(values.get(name) as M[typeof name]);
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
    last(name) {
      return values.get(name) as M[typeof name] | undefined;
    },
    request(name, ...payload) {
      run(requestHandlers.get(name), payload[0]);
    },
    onRequest(name, handler) {
      const set = requestHandlers.get(name) ?? new Set();
      requestHandlers.set(name, set);
      set.add(handler as Handler<never>);
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
    close() {
      channel?.close();
    },
  };
}
