// Issue #7: memory-hard password hashes (scrypt, node:crypto), stored as `scrypt$N$r$p$salt$hash` so the cost can rise later.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** scrypt needs 128 · N · r bytes; the default 32 MiB cap is exactly that, so leave room. */
const maxmemFor = (N: number, r: number) => 256 * N * r;

export { MIN_PASSWORD_LENGTH } from '@tcg/domain/access';

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = COST;
  const key = await derive(password, salt, { N, r, p, maxmem: maxmemFor(N, r) }, KEY_LENGTH);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N, r: R, p: P, maxmem: maxmemFor(N, R) },
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a password nobody has, so an unknown email costs as much time as a wrong password. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
