// Rolls a new build of one app onto the folder its server serves, while it serves:
// `node scripts/roll-app.mjs <new build's folder> <served folder>`.
// Every new file first (hashed chunks no page names yet), then the entry files in
// build-config/entry-files.mjs' order (the manifest, then the Node entry the page server
// follows), each written beside its place and renamed onto it, so a host never reads a
// manifest naming a file that is not there, nor half a file. Nothing else is
// deleted: a page opened on the old build keeps loading its chunks until it navigates afresh.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { entryFiles } from '@island-eats/build-config/entry-files';

const [from, to] = process.argv.slice(2);
if (!from || !to) {
  console.error('usage: node scripts/roll-app.mjs <new build folder> <served folder>');
  process.exit(2);
}

const COMPRESSED = /\.(br|gz)$/;
/** Entry files after the rest, in entryFiles' order; compressed copies before their file. */
const rank = (file) => {
  const entry = entryFiles.indexOf(file.replace(COMPRESSED, ''));
  return entry === -1 ? -1 : entry * 2 + (COMPRESSED.test(file) ? 0 : 1);
};

function put(file) {
  const target = path.join(to, file);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(path.join(from, file), `${target}.rolling`);
  renameSync(`${target}.rolling`, target);
}

const files = readdirSync(from, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(from, path.join(entry.parentPath, entry.name)))
  .sort((a, b) => rank(a) - rank(b));
for (const file of files) {
  put(file);
  if (!entryFiles.includes(file)) continue;
  // the app server sends an entry file's compressed copy in its place: none may stay behind
  for (const copy of [`${file}.br`, `${file}.gz`]) {
    if (!existsSync(path.join(from, copy))) rmSync(path.join(to, copy), { force: true });
  }
}
console.log(`rolled ${files.length} files from ${from} onto ${to}`);
