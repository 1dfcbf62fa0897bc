import { rmSync } from 'node:fs';
import path from 'node:path';
import { cardDataLeft } from './card-data-check.mjs';

/** Stops the site, then checks its database and log hold none of the typed card data. */
export default async function globalTeardown() {
  const logFile = globalThis.__siteLog;
  let report;
  await globalThis.__site?.stop({
    beforeRemoving: async (dataDir) => {
      report = await cardDataLeft({ dataDir, logFile });
    },
  });
  if (logFile) rmSync(path.dirname(logFile), { recursive: true, force: true });
  if (!report) return;
  console.log(
    `card data check: ${report.tables} tables, ${report.rows} rows, ${report.logBytes} bytes of API log read`,
  );
  if (report.found.length > 0 || report.tables === 0) {
    throw new Error(`card data left after the browser tests:\n${report.found.join('\n')}`);
  }
}
