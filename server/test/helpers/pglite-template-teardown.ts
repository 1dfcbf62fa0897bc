import { rm } from 'node:fs/promises';
import { TEMPLATE_ENV } from './pglite-template';

/** The pglite project's globalTeardown: the template's file goes. */
export default async function removeTemplate(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) await rm(file, { force: true });
}
