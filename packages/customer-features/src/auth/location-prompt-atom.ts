import { atom } from 'jotai';
import type { LocatedAt } from '@island-eats/api-client';

/** The island of the user who just logged in, while it differs from the site's; else null. */
export const locationPromptAtom = atom<LocatedAt | null>(null);
