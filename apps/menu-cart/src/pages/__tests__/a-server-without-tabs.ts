// A server has no tabs to keep in step: without this, the event bus's BroadcastChannel (Node
// has one) would keep the test's process up. Imported first, before the bus is made.
Reflect.deleteProperty(globalThis, 'BroadcastChannel');
