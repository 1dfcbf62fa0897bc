import { allowedEntries } from '../allowed-entries';

const origins = ['http://localhost:3001', 'http://remotes.internal:8080/'];

test('keeps entries on the allowed origins', () => {
  const entries = {
    browse: 'http://localhost:3001/node/remoteEntry.js',
    account: 'http://remotes.internal:8080/apps/account/node/remoteEntry.js',
  };
  expect(allowedEntries(entries, origins)).toBe(entries);
});

test.each([
  ['another origin', 'http://localhost:3009/node/remoteEntry.js', /not on an allowed origin/],
  ['another scheme', 'file:///work/apps/browse/dist/node/remoteEntry.js', /not served over HTTP/],
  ['the same host on https', 'https://localhost:3001/node/remoteEntry.js', /allowed origin/],
  ['no URL', 'node/remoteEntry.js', /not a URL/],
])('refuses an entry on %s', (_what, entry, problem) => {
  expect(() => allowedEntries({ browse: entry }, origins)).toThrow(problem);
});
