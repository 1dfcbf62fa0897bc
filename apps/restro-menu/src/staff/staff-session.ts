import { useSyncExternalStore } from 'react';
import { readRaw, writeRaw, type StaffMember } from '@island-eats/api-client';

/**
 * The staff member signed in on this tablet: their token and who they are, kept in this
 * browser apart from any customer's session (a tablet by the kitchen stays signed in), and in
 * the page cookie, so the page server renders the board this tablet will show.
 */
export interface StaffSession {
  token: string;
  member: StaffMember;
}

/** Where this browser keeps it (and restro-menu's page cookie: restro-page-cookie.ts). */
export const STAFF_SESSION_KEY = 'island_eats_staff';

const listeners = new Set<() => void>();
// the parsed session of the text last read, so a read returns the same object until it changes
let read: { text: string | null; session: StaffSession | null } = { text: null, session: null };

function current(): StaffSession | null {
  const text = readRaw('local', STAFF_SESSION_KEY);
  if (text !== read.text) {
    let session: StaffSession | null = null;
    try {
      const kept = JSON.parse(text ?? 'null') as StaffSession | null;
      session = kept && typeof kept.token === 'string' && kept.member ? kept : null;
    } catch {
      session = null;
    }
    read = { text, session };
  }
  return read.session;
}

export function keepStaffSession(session: StaffSession | null): void {
  writeRaw('local', STAFF_SESSION_KEY, session && JSON.stringify(session));
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * This tablet's staff session. The page server reads it from the page cookie, which holds what
 * this browser keeps: the page it sends and the first render agree.
 */
export const useStaffSession = (): StaffSession | null =>
  useSyncExternalStore(subscribe, current, current);
