import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SIGNING_KEY_FILE = 'image-signing-key';
const MIN_KEY_LENGTH = 32;

export interface SigningKeyOptions {
  /** IMAGE_SIGNING_KEY: every API process of a deployment must share it. */
  fromEnv: string | undefined;
  isProd: boolean;
  /** Where the embedded default keeps its data (DATA_DIR); the key is kept beside the database. */
  dataDir: string;
}

/**
 * The HMAC key of page image URLs, the same across restarts, so an open viewer's next page still
 * verifies after the server restarts. Production: IMAGE_SIGNING_KEY, required (several processes
 * must agree, and a key on one container's disk would not be shared). Elsewhere: that variable,
 * else a random key made once and kept in `<dataDir>/image-signing-key` (readable by the owner
 * only); a second process starting at the same moment reads the first one's file.
 */
export function imageSigningKey({ fromEnv, isProd, dataDir }: SigningKeyOptions): string {
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (isProd) throw new Error('IMAGE_SIGNING_KEY must be set in production (the same long random secret in every API process)');
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  // Written aside, then linked into place: the file appears whole or not at all, and only once.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < MIN_KEY_LENGTH) throw new Error(`${file} holds no usable key: delete it to make a new one`);
  return key;
}
