import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's scrypt floor (N = 2^17, r = 8, p = 1) needs 128 MiB per hash; 2^15 keeps login
// under ~100 ms on the 2-core machines here while staying far from brute-forceable.
const N = 32_768;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/**
 * At most this many hashes run at once (each takes a libuv thread and 32 MiB); the rest wait
 * in line, so a burst of logins leaves the other threads and the CPU to reading.
 */
export const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next in line
    else running -= 1;
  }
}

/** Hashes running now and waiting (for tests and diagnostics). */
export const hashLoad = () => ({ running, waiting: waiting.length });

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

const scryptOptions = (n: number, r: number, p: number): ScryptOptions => ({ N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 });

/** 'scrypt$N$r$p$salt$hash' (hex). The salt is per user; pass one only for a deterministic seed. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await scrypt(password, salt, KEY_LENGTH, scryptOptions(N, R, P));
  return ['scrypt', N, R, P, salt.toString('hex'), key.toString('hex')].join('$');
}

/** Constant-time check; a malformed stored hash simply does not match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, scryptOptions(Number(n), Number(r), Number(p)));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A real hash of nothing anyone knows: compared against when the email is unknown, so an
 * unknown email costs the same time as a wrong password and does not reveal who is registered.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
