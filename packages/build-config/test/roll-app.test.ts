import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// scripts/roll-app.mjs, the roll-out of one app's new build onto its served folder
const rollApp = path.resolve(__dirname, '../../../scripts/roll-app.mjs');

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'roll-app-'));
  for (const [file, body] of Object.entries(files)) writeFileSync(path.join(dir, file), body);
  return dir;
}
const contents = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );

test('a roll adds the new files, replaces the entry files and keeps the old chunks', () => {
  const served = folderWith({
    'routes.11111111.js': 'old routes',
    'remoteEntry.js': 'old entry',
    'remoteEntry.js.br': 'old entry, compressed',
    'mf-manifest.json': 'old manifest',
    'mf-manifest.json.br': 'old manifest, compressed',
  });
  // a build without compressed copies (rspack build alone)
  const next = folderWith({
    'routes.22222222.js': 'new routes',
    'remoteEntry.js': 'new entry',
    'mf-manifest.json': 'new manifest',
  });
  execFileSync(process.execPath, [rollApp, next, served]);
  // no compressed copy of the old entry files is left to be served in the new ones' place
  expect(contents(served)).toEqual({
    'routes.11111111.js': 'old routes',
    'routes.22222222.js': 'new routes',
    'remoteEntry.js': 'new entry',
    'mf-manifest.json': 'new manifest',
  });
  for (const dir of [served, next]) rmSync(dir, { recursive: true });
});
