import { createHash, randomBytes } from 'node:crypto';
import { CREDENTIAL_LINK_LIFETIME_MS, CREDENTIAL_MAILS_PER_HOUR, type CredentialLinkProblem, RESPONSE_CODES } from '@ciao/shared/contracts';
import { hashToken } from '../../auth/sessions';
import type { ApiContext } from '../../http/api-context';
import { ApiFailure } from '../../http/api-failure';
import { formatApiDateTime } from '../../queries/api-date-time';
import {
  type CredentialLink,
  type CredentialPurpose,
  type MailPurpose,
  countCredentialMailRequest,
  lockCredentialLink,
} from '../../queries/accounts/credential-links';
import type { Queryable } from '../../db/database';

/** A fresh link token (what the mail carries), its hash (what the database keeps) and its expiry. */
export function newMailedLink(now: Date): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + CREDENTIAL_LINK_LIFETIME_MS) };
}

/**
 * Counts a mail request for an address, registered or not, and answers 1103 past the hourly
 * limit: the same for every address, so it tells nothing about who is registered, and kept in
 * the database, so every API process shares it.
 */
export async function assertMailAllowed(api: ApiContext, purpose: MailPurpose, email: string, now: Date): Promise<void> {
  const key = createHash('sha256').update(email.toLowerCase()).digest('hex');
  const count = await countCredentialMailRequest(api.db, purpose, key, now);
  if (count > CREDENTIAL_MAILS_PER_HOUR) throw new ApiFailure(RESPONSE_CODES.TOO_MANY_REQUESTS, 'too many requests');
}

/** The answer of a call that mailed a link (the dev outbox named in development). */
export function mailedLinkAnswer(api: ApiContext, expiresAt: Date) {
  return {
    code: 0 as const,
    expires_at: formatApiDateTime(expiresAt),
    ...(api.devOutboxUrl ? { dev_outbox_url: api.devOutboxUrl } : {}),
  };
}

function linkProblem(reason: CredentialLinkProblem): ApiFailure {
  const message = reason === 'used' ? 'the link was already used' : 'the link has expired';
  return new ApiFailure(RESPONSE_CODES.MODIFY_INVALID_TOKEN, message, { reason });
}

/** The still-usable link of a token (locked in `tx`): 1101 unknown; 2017 used or replaced, or expired. */
export async function openMailedLink(tx: Queryable, purpose: CredentialPurpose, token: string, now: Date): Promise<CredentialLink> {
  const link = await lockCredentialLink(tx, purpose, hashToken(token));
  if (!link) throw new ApiFailure(RESPONSE_CODES.WEB_TOKEN_INVALID, 'unknown link');
  if (link.used_at) throw linkProblem('used');
  if (link.expires_at.getTime() <= now.getTime()) throw linkProblem('expired');
  return link;
}
