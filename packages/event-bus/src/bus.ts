import type { EventMap, RequestMap } from './event-map';
import { createEventBus } from './create-event-bus';

/** The page's bus: the package is a Module Federation singleton, so every app shares this one. */
export const bus = createEventBus<EventMap, RequestMap>();
