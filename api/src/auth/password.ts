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
/**
 * The line is bounded, per client address and in all: one address's burst of logins (50 at
 * once with long passwords to unknown names once made a reader's login take 13.7 s instead of
 * 0.42 s) gets its few places and then the busy answer at once, never a place in front of others.
 * Eight places: readers behind one shared address (a school, a carrier's NAT) still log in together.
 */
export const MAX_WAITING_HASHES_PER_CLIENT = 8;
export const MAX_WAITING_HASHES = 64;

/** The line is full: the caller answers 1103 (busy, try again shortly). */
export class HashQueueFull extends Error {
  constructor() {
    super('password hashing is busy');
    this.name = 'HashQueueFull';
  }
}

let running = 0;
let waitingCount = 0;
/**
 * Waiting hashes by client, served in turn (round robin over the clients, first come first served
 * within one): an address with many waiting logins waits behind itself, not in front of everyone.
 * A Map keeps its keys in insertion order: a served client goes to the back of the line.
 */
const waiting = new Map<string, Array<() => void>>();

function nextInLine(): (() => void) | undefined {
  for (const [client, queue] of waiting) {
    const next = queue.shift();
    waiting.delete(client);
    if (queue.length > 0) waiting.set(client, queue);
    if (next) {
      waitingCount -= 1;
      return next;
    }
  }
  return undefined;
}

/**
 * `client` is the address the hash is done for; the server's own hashes (seed, decoy) pass none
 * and are never refused.
 */
async function withHashSlot<T>(work: () => Promise<T>, client?: string): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    const queue = waiting.get(client ?? '') ?? [];
    if (client !== undefined && (queue.length >= MAX_WAITING_HASHES_PER_CLIENT || waitingCount >= MAX_WAITING_HASHES)) {
      throw new HashQueueFull();
    }
    waiting.set(client ?? '', queue);
    waitingCount += 1;
    await new Promise<void>((resolve) => queue.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = nextInLine();
    if (next)
      next(); // the slot passes straight to the next in line
    else running -= 1;
  }
}

/** Hashes running now and waiting (for tests and diagnostics). */
export const hashLoad = () => ({ running, waiting: waitingCount });

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions, client?: string): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
    client,
  );
}

const scryptOptions = (n: number, r: number, p: number): ScryptOptions => ({ N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 });

export interface HashOptions {
  /** Per user and random by default; pass one only for a deterministic seed. */
  salt?: Buffer;
  /** The address the hash is done for (its place in the bounded line); none for the server's own work. */
  client?: string;
}

/** 'scrypt$N$r$p$salt$hash' (hex). Throws HashQueueFull when `client`'s line is full. */
export async function hashPassword(password: string, { salt = randomBytes(16), client }: HashOptions = {}): Promise<string> {
  const key = await scrypt(password, salt, KEY_LENGTH, scryptOptions(N, R, P), client);
  return ['scrypt', N, R, P, salt.toString('hex'), key.toString('hex')].join('$');
}

/** Constant-time check; a malformed stored hash simply does not match. Throws HashQueueFull when `client`'s line is full. */
export async function verifyPassword(password: string, stored: string, client?: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(
    password,
    Buffer.from(saltHex, 'hex'),
    expected.length,
    scryptOptions(Number(n), Number(r), Number(p)),
    client,
  );
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
