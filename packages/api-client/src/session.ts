import type { SessionUser } from './types/user';
import { readRaw, writeRaw } from './storage';

const KEY = 'session';

type Listener = (session: SessionUser | null) => void;
const listeners = new Set<Listener>();

function notify(): void {
  const session = getSession();
  listeners.forEach((listener) => listener(session));
}

export function getSession(): SessionUser | null {
  const raw = readRaw('local', KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as SessionUser;
    return typeof session.token === 'string' && session.token ? session : null;
  } catch {
    return null;
  }
}

export function setSession(session: SessionUser): void {
  writeRaw('local', KEY, JSON.stringify(session));
  notify();
}

/** Merges into the current session (after a profile update); does nothing when logged out. */
export function updateSession(patch: Partial<Omit<SessionUser, 'token'>>): void {
  const current = getSession();
  if (current) setSession({ ...current, ...patch });
}

export function clearSession(): void {
  writeRaw('local', KEY, null);
  notify();
}

/** Called on every change, including a login or logout in another tab. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out shows up here as a storage event on the same key.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) notify();
  });
}
