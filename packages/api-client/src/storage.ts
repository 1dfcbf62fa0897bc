import type { Address } from './types/address';
import type { CartView } from './types/cart';
import type { LocatedAt, OrderType } from './types/common';
import type { RestaurantInfo } from './types/restaurant';
import {
  DEFAULT_LOCATION,
  DEFAULT_ORDER_TYPE,
  ISLAND_TIME_ZONE,
  LOCATION_CENTRES,
} from './constants';

/** The point the user orders for (SPEC §3 "chosen location"). */
export interface ChosenLocation {
  latitudeData: number;
  longitudeData: number;
  timezone: string;
  address: string;
  addressId: number | null;
}

/** Every value the client persists, by its storage key. */
export interface StoredValues {
  deliveryType: OrderType;
  currentLocation: LocatedAt;
  chosenLocation: ChosenLocation;
  tipAmount: string;
  additionalInfo: string;
  restaurantInfo: RestaurantInfo;
  viewCart: CartView;
  hasSeenPickupNotice: boolean;
}

export type StoredKey = keyof StoredValues;

/** The order type and the pickup notice last for the browser session only (SPEC §4). */
const AREA: Record<StoredKey, 'local' | 'session'> = {
  deliveryType: 'session',
  currentLocation: 'local',
  chosenLocation: 'local',
  tipAmount: 'local',
  additionalInfo: 'local',
  restaurantInfo: 'local',
  viewCart: 'local',
  hasSeenPickupNotice: 'session',
};

/**
 * Storage can throw (private mode, quota, disabled cookies) or be missing (node); the page keeps
 * working from memory then.
 */
const memory = new Map<string, string>();

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * On the page server, the values of the request it is rendering (the page's cookies), which
 * every read and write of storage takes instead: it renders many customers' pages at once, and
 * one's session or island must never be another's. In a browser, none.
 */
let requestValues: () => Map<string, string> | undefined = () => undefined;

/** The page server's, once at start: `current` gives the values of the request under way. */
export function scopeStorage(current: () => Map<string, string> | undefined): void {
  requestValues = current;
}

/** The key a value has in the request's values: its area and its name. */
export const scopedKey = (kind: 'local' | 'session', key: string) => `${kind}:${key}`;

export function readRaw(kind: 'local' | 'session', key: string): string | null {
  const request = requestValues();
  if (request) return request.get(scopedKey(kind, key)) ?? null;
  try {
    const value = area(kind)?.getItem(key);
    if (value !== undefined && value !== null) return value;
  } catch {
    // fall through to memory
  }
  return memory.get(scopedKey(kind, key)) ?? null;
}

/** Told of every write in a browser (page-cookie.ts keeps a cookie in step). */
let written: (kind: 'local' | 'session', key: string) => void = () => {};

export function watchStorageWrites(watch: typeof written): void {
  written = watch;
}

export function writeRaw(kind: 'local' | 'session', key: string, value: string | null): void {
  const memoryKey = scopedKey(kind, key);
  const request = requestValues();
  if (request) {
    if (value === null) request.delete(memoryKey);
    else request.set(memoryKey, value);
    return;
  }
  writeToBrowser(kind, key, value);
  written(kind, key);
}

function writeToBrowser(kind: 'local' | 'session', key: string, value: string | null): void {
  const memoryKey = scopedKey(kind, key);
  try {
    const storage = area(kind);
    if (!storage) throw new Error('no storage');
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    memory.delete(memoryKey);
  } catch {
    // Memory holds only what storage refused, so it never shadows a value storage has.
    if (value === null) memory.delete(memoryKey);
    else memory.set(memoryKey, value);
  }
}

function parse<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const stored = {
  get<K extends StoredKey>(key: K): StoredValues[K] | null {
    return parse<StoredValues[K]>(readRaw(AREA[key], key));
  },
  set<K extends StoredKey>(key: K, value: StoredValues[K]): void {
    writeRaw(AREA[key], key, JSON.stringify(value));
  },
  remove(key: StoredKey): void {
    writeRaw(AREA[key], key, null);
  },
};

export function getCurrentLocation(): LocatedAt {
  const value = stored.get('currentLocation');
  return value === 'st_croix' || value === 'st_thomas' ? value : DEFAULT_LOCATION;
}

export function getDeliveryType(): OrderType {
  const value = stored.get('deliveryType');
  return value === 'Take Out' || value === 'Delivery' ? value : DEFAULT_ORDER_TYPE;
}

/** The point lists are ordered from: the chosen location, else the current island's centre. */
export function getChosenPoint(): { latitude: number; longitude: number; timezone: string } {
  const chosen = stored.get('chosenLocation');
  if (chosen) {
    return {
      latitude: chosen.latitudeData,
      longitude: chosen.longitudeData,
      timezone: chosen.timezone || ISLAND_TIME_ZONE,
    };
  }
  const centre = LOCATION_CENTRES[getCurrentLocation()];
  return { latitude: centre.latitude, longitude: centre.longitude, timezone: ISLAND_TIME_ZONE };
}

/** Makes a saved address the delivery point (the chosen location orders are priced to). */
export function chooseDeliveryAddress(address: Address): void {
  stored.set('chosenLocation', {
    latitudeData: address.latitude,
    longitudeData: address.longitude,
    timezone: ISLAND_TIME_ZONE,
    address: address.fullAddress,
    addressId: address.addressId,
  });
}
