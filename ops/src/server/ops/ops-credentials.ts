import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { hashPassword } from '@ciao/api';

/** The one ops account the console and `mfe status --health` sign in with; only its hash is kept in memory. */
export interface OpsCredentials {
  user: string;
  passwordHash: string;
  /** Signs the console's session cookies; give every web node the same key (OPS_SESSION_KEY). */
  sessionKey: string;
}

/** Development only: where `npm start` keeps the generated account, so `mfe status --health` on this machine can sign in. */
export const DEV_OPS_FILE = 'ops-account.json';
const devAccountSchema = z.object({ user: z.string().min(1), password: z.string().min(12) });
export type DevOpsAccount = z.infer<typeof devAccountSchema>;

export function readDevOpsAccount(dataDir: string): DevOpsAccount | null {
  const file = path.join(dataDir, DEV_OPS_FILE);
  if (!existsSync(file)) return null;
  const parsed = devAccountSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : null;
}

/**
 * Production: OPS_USER (default `ops`) with OPS_PASSWORD_HASH (`scrypt$...`, as `npm run mfe --
 * hash-ops-password` prints it) or OPS_PASSWORD, and OPS_SESSION_KEY; without a password the
 * console stays closed (null). Development: an account generated once into the data folder
 * (readable by this user only) and printed by `npm start`, like the demo reader.
 */
export async function resolveOpsCredentials(options: {
  isProd: boolean;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<{ credentials: OpsCredentials; devAccount: DevOpsAccount | null } | null> {
  const env = options.env ?? process.env;
  const sessionKey = env.OPS_SESSION_KEY || randomBytes(32).toString('hex');
  if (options.isProd || env.OPS_PASSWORD_HASH || env.OPS_PASSWORD) {
    const user = env.OPS_USER || 'ops';
    const passwordHash = env.OPS_PASSWORD_HASH || (env.OPS_PASSWORD ? await hashPassword(env.OPS_PASSWORD) : null);
    if (!passwordHash) return null;
    if (options.isProd && !env.OPS_SESSION_KEY) throw new Error('OPS_SESSION_KEY is required in production (the same on every web node)');
    return { credentials: { user, passwordHash, sessionKey }, devAccount: null };
  }
  let account = readDevOpsAccount(options.dataDir);
  if (!account) {
    account = { user: 'ops', password: `ops-${randomBytes(12).toString('base64url')}` };
    mkdirSync(options.dataDir, { recursive: true });
    const file = path.join(options.dataDir, DEV_OPS_FILE);
    writeFileSync(file, `${JSON.stringify(account)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { credentials: { user: account.user, passwordHash: await hashPassword(account.password), sessionKey }, devAccount: account };
}
