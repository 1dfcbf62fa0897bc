import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Every module the main entry pulls in, following relative imports (type-only ones too). */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/from '([^']+)'/g)) {
    if (spec?.startsWith('.')) {
      const base = resolve(dirname(file), spec);
      const candidates = [`${base}.ts`, `${base}/index.ts`];
      const next = candidates.find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (next) reachable(next, seen);
    }
  }
  return seen;
}

it('keeps yup out of the main entry (it is shared whole and loads on every page)', () => {
  const files = [...reachable(resolve(__dirname, '../index.ts'))];
  const withYup = files.filter((file) => /from 'yup'/.test(readFileSync(file, 'utf8')));
  expect(withYup).toEqual([]);
  expect(files.length).toBeGreaterThan(20);
});
