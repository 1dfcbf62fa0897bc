import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import type { EventMap, RequestMap } from '../event-map';
import { createEventBus } from '../create-event-bus';

describe('createEventBus', () => {
  it('gives a late subscriber the last value at once, then each new one', () => {
    const bus = createEventBus<EventMap>({ channelName: null });
    bus.publish('cartCount', 3);
    const seen: number[] = [];
    bus.subscribe('cartCount', (count) => seen.push(count));
    bus.publish('cartCount', 4);
    expect(seen).toEqual([3, 4]);
    expect(bus.last('cartCount')).toBe(4);
  });

  it('calls nothing on subscribe when no value was published', () => {
    const bus = createEventBus<EventMap>({ channelName: null });
    const handler = jest.fn();
    bus.subscribe('location', handler);
    expect(handler).not.toHaveBeenCalled();
    expect(bus.last('location')).toBeUndefined();
  });

  it('stops calling a handler once unsubscribed', () => {
    const bus = createEventBus<EventMap>({ channelName: null });
    const handler = jest.fn();
    const unsubscribe = bus.subscribe('orderType', handler);
    bus.publish('orderType', 'Delivery');
    unsubscribe();
    bus.publish('orderType', 'Take Out');
    expect(handler.mock.calls).toEqual([['Delivery']]);
  });

  it('keeps other handlers running when one throws', () => {
    const bus = createEventBus<EventMap>({ channelName: null });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const handler = jest.fn();
    bus.subscribe('favouritesCount', () => {
      throw new Error('broken remote');
    });
    bus.subscribe('favouritesCount', handler);
    bus.publish('favouritesCount', 2);
    expect(handler).toHaveBeenCalledWith(2);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('types payloads by event name', () => {
    const bus = createEventBus<EventMap>({ channelName: null });
    // @ts-expect-error cartCount carries a number
    bus.publish('cartCount', '3');
    // @ts-expect-error not an island
    bus.publish('location', 'st_john');
    // @ts-expect-error no such event
    bus.subscribe('cart', () => {});
    bus.publish('auth', { loggedIn: true, userName: 'Ana' });
    expect(bus.last('auth')).toEqual({ loggedIn: true, userName: 'Ana' });
  });

  it('works without BroadcastChannel (older browsers, node)', () => {
    expect(typeof globalThis.BroadcastChannel).toBe('undefined');
    const bus = createEventBus<EventMap>();
    bus.publish('cartCount', 1);
    expect(bus.last('cartCount')).toBe(1);
    bus.close();
  });
});

describe('createEventBus across tabs', () => {
  beforeAll(() => {
    // jsdom has no BroadcastChannel; Node's behaves like the browser's across instances.
    globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
  });
  afterAll(() => {
    delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
  });

  const nextTick = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('delivers a publish to the other tab once, without echoing it back', async () => {
    const tabA = createEventBus<EventMap>({ channelName: 'island-eats-test' });
    const tabB = createEventBus<EventMap>({ channelName: 'island-eats-test' });
    const inA = jest.fn();
    const inB = jest.fn();
    tabA.subscribe('location', inA);
    tabB.subscribe('location', inB);

    tabA.publish('location', 'st_thomas');
    await nextTick();
    expect(inB.mock.calls).toEqual([['st_thomas']]);
    expect(tabB.last('location')).toBe('st_thomas');
    expect(inA.mock.calls).toEqual([['st_thomas']]);

    tabB.publish('location', 'st_croix');
    await nextTick();
    expect(inA.mock.calls).toEqual([['st_thomas'], ['st_croix']]);
    expect(inB.mock.calls).toEqual([['st_thomas'], ['st_croix']]);

    tabA.close();
    tabB.close();
  });

  it('keeps requests to this tab and does not remember them', async () => {
    const tabA = createEventBus<EventMap, RequestMap>({ channelName: 'island-eats-requests' });
    const tabB = createEventBus<EventMap, RequestMap>({ channelName: 'island-eats-requests' });
    const inA = jest.fn();
    const inB = jest.fn();
    tabA.onRequest('openLogin', inA);
    tabB.onRequest('openLogin', inB);

    tabA.request('openLogin');
    await nextTick();
    expect(inA).toHaveBeenCalledTimes(1);
    expect(inB).not.toHaveBeenCalled();

    // a handler that arrives later is not called for a request made before it
    const late = jest.fn();
    const stop = tabA.onRequest('openLogin', late);
    expect(late).not.toHaveBeenCalled();
    stop();
    tabA.request('openLogin');
    expect(late).not.toHaveBeenCalled();
    expect(inA).toHaveBeenCalledTimes(2);
    tabA.close();
    tabB.close();
  });

  it('does not reach a bus on another channel', async () => {
    const tabA = createEventBus<EventMap>({ channelName: 'one' });
    const tabB = createEventBus<EventMap>({ channelName: 'two' });
    tabA.publish('cartCount', 9);
    await nextTick();
    expect(tabB.last('cartCount')).toBeUndefined();
    tabA.close();
    tabB.close();
  });
});
