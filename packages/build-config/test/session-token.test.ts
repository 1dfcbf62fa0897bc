import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What session-token.mjs reads of `header`. In a child process: jest's module system cannot
 * load the ES modules of build-config.
 */
function read(fn: 'sessionTokenOf' | 'bearerTokenOf', header: string | undefined): unknown {
  const script = `
    import * as tokens from './session-token.mjs';
    const header = process.env.HEADER === undefined ? undefined : process.env.HEADER;
    console.log(JSON.stringify(tokens[process.env.FN](header) ?? null));
  `;
  const env: NodeJS.ProcessEnv = { ...process.env, FN: fn };
  if (header === undefined) delete env.HEADER;
  else env.HEADER = header;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: `${__dirname}/..`,
    env,
  });
  return JSON.parse(output.toString()) as unknown;
}

it("reads the session's token from the page request's cookies, as the page wrote it", () => {
  const written = encodeURIComponent('tok/with=odd;chars');
  expect(read('sessionTokenOf', `a=b; island_eats_session=${written}; c=d`)).toBe(
    'tok/with=odd;chars',
  );
  expect(read('sessionTokenOf', 'island_eats_session_old=x')).toBeNull();
  expect(read('sessionTokenOf', 'island_eats_session=')).toBeNull();
  expect(read('sessionTokenOf', 'island_eats_session=%E0%A4%A')).toBeNull();
  expect(read('sessionTokenOf', undefined)).toBeNull();
});

it('reads the token of a bearer Authorization header only', () => {
  expect(read('bearerTokenOf', 'Bearer abc.def')).toBe('abc.def');
  expect(read('bearerTokenOf', 'Basic abc')).toBeNull();
  expect(read('bearerTokenOf', 'Bearer ')).toBeNull();
  expect(read('bearerTokenOf', undefined)).toBeNull();
});

it('reads the cookie by the name the page writes it under (api-client session-cookie.ts)', () => {
  const writer = readFileSync(
    path.join(__dirname, '../../api-client/src/session-cookie.ts'),
    'utf8',
  );
  const written = /export const SESSION_COOKIE = '([^']+)'/.exec(writer)?.[1];
  expect(read('sessionTokenOf', `${written}=tok`)).toBe('tok');
});
