// Run by FirstPaintPlugin under tsx: node --import tsx render-first-paint.mjs <module> <out>
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [module, out] = process.argv.slice(2);
const { renderFirstPaint } = await import(pathToFileURL(module).href);
writeFileSync(out, JSON.stringify(renderFirstPaint()));
// the app's modules may leave timers behind (what a page runs for as long as it is open)
process.exit(0);
