import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's scrypt alternative to N=2^17, r=8, p=1 at equal cost: N=2^14, r=8, p=5 (about 60 ms
 * here), whose memory stays at 16 MiB, within Node's default maxmem, however many run at once.
 */
const COST = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;

interface Cost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, cost, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** 'scrypt$N$r$p$salt$hash' (base64): the cost travels with the hash, so it can be raised. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True for a hash made with a cost other than today's: re-hash it at the next good login. */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) !== COST.N || Number(r) !== COST.r || Number(p) !== COST.p;
}
