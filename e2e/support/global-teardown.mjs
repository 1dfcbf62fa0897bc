import { rmSync } from 'node:fs';
import path from 'node:path';
import { secretsLeft } from './secrets-check.mjs';

/**
 * Stops the site, then checks its database and log hold none of the typed card data, and its
 * log none of the tokens and codes the tests used.
 */
export default async function globalTeardown() {
  const logFile = globalThis.__siteLog;
  let report;
  await globalThis.__site?.stop({
    beforeRemoving: async (dataDir) => {
      report = await secretsLeft({ dataDir, logFile });
    },
  });
  if (logFile) rmSync(path.dirname(logFile), { recursive: true, force: true });
  if (!report) return;
  console.log(
    `secrets check: ${report.tables} tables, ${report.rows} rows, ${report.logBytes} bytes of ` +
      `the site's log, ${report.tokens} tokens and ${report.codes} codes looked for`,
  );
  if (report.found.length > 0 || report.tables === 0) {
    throw new Error(`secrets left after the browser tests:\n${report.found.join('\n')}`);
  }
}
