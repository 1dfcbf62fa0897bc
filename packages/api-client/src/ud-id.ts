import { readRaw, writeRaw } from './storage';

const KEY = 'udId';

/** randomUUID exists only in secure contexts; plain-http deployments fall back to getRandomValues. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device id sent as `udId`: one uppercase UUID per device, kept across sessions. */
export function getUdId(): string {
  const existing = readRaw('local', KEY);
  if (existing) return existing;
  const created = newUuid().toUpperCase();
  writeRaw('local', KEY, created);
  return created;
}
