/**
 * pnpm staff <what> <id> <change> — what restaurant staff change live, through the running
 * API, so every menu, details page and cart watching the outlet hears of it at once:
 *   pnpm staff dish <dishId> out|in          a dish runs out, or is back
 *   pnpm staff add-on <addOnId> out|in       an add-on runs out, or is back
 *   pnpm staff outlet <outletId> close|reopen|offline|online
 */
import { staffCall } from './lib/staff-call';

const USAGE = `Usage:
  pnpm staff dish <dishId> out|in
  pnpm staff add-on <addOnId> out|in
  pnpm staff outlet <outletId> close|reopen|offline|online`;

const CHANGES: Record<string, Record<string, [path: string, body: object]>> = {
  dish: { out: ['dishes/%/stock', { inStock: false }], in: ['dishes/%/stock', { inStock: true }] },
  'add-on': {
    out: ['add-ons/%/stock', { inStock: false }],
    in: ['add-ons/%/stock', { inStock: true }],
  },
  outlet: {
    close: ['outlets/%/availability', { emergencyClose: true }],
    reopen: ['outlets/%/availability', { emergencyClose: false }],
    offline: ['outlets/%/availability', { online: false }],
    online: ['outlets/%/availability', { online: true }],
  },
};

async function main() {
  const [what = '', rawId = '', change = ''] = process.argv.slice(2).filter((arg) => arg !== '--');
  const id = Number(rawId);
  const call = CHANGES[what]?.[change];
  if (!call || !Number.isInteger(id) || id <= 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const [path, body] = call;
  const answer = await staffCall(path.replace('%', String(id)), body);
  if (!answer) throw new Error('the API is not running (start it with pnpm start)');
  console.log(`${what} ${id}: ${change}.`);
}

main().catch((error: unknown) => {
  console.error('staff failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
