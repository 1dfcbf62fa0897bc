import { useSyncExternalStore } from 'react';
import type { StaffMember } from '@island-eats/api-client';

/**
 * The staff member signed in on this tablet: their token and who they are, kept in this
 * browser apart from any customer's session (a tablet by the kitchen stays signed in).
 */
export interface StaffSession {
  token: string;
  member: StaffMember;
}

const KEY = 'island_eats_staff';
const listeners = new Set<() => void>();
// the parsed session of the text last read, so a read returns the same object until it changes
let read: { text: string | null; session: StaffSession | null } = { text: null, session: null };

function current(): StaffSession | null {
  const text = localStorage.getItem(KEY);
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
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * This tablet's staff session; undefined on the server and while the page hydrates, which have
 * no browser storage (so the server's page and the first render agree).
 */
export const useStaffSession = (): StaffSession | null | undefined =>
  useSyncExternalStore<StaffSession | null | undefined>(subscribe, current, () => undefined);
