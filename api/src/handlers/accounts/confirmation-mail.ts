import { formatApiDateTime } from '../../queries/api-date-time';
import type { OutboxMail } from '../../queries/accounts/mail-outbox';

/** The site page that opens a confirmation link (docs/product-rules.md §2: /signup/welcome) and calls GET /web/user/signup/cookie. */
export const CONFIRMATION_PAGE = '/signup/welcome';

export function confirmationUrl(token: string): string {
  return `${CONFIRMATION_PAGE}?${new URLSearchParams({ token })}`;
}

/**
 * The sign-up confirmation mail, Japanese first, then English (docs/product-rules.md §1: Japanese with English for the
 * international version). It names nobody: the nickname is the sender's choice, not yet confirmed by
 * the mailbox's owner, and would let anyone put their words ("Visit evil.example now") in our mail.
 */
export function confirmationMail(email: string, token: string, expiresAt: Date, now: Date): Omit<OutboxMail, 'mail_id'> {
  const url = confirmationUrl(token);
  const until = formatApiDateTime(expiresAt).replace('T', ' ');
  return {
    to_email: email,
    subject: '【ちゃおコミ】会員登録の確認 / Please confirm your registration',
    body: [
      'ちゃおコミへの会員登録のお申し込みありがとうございます。',
      `下のリンクを ${until}（日本時間）までに開くと、登録が完了します。`,
      url,
      'このメールに心当たりがない場合は、何もせずに削除してください。',
      '',
      `Thank you for signing up to Ciao Comi. Open the link above by ${until} (Japan time) to complete your registration.`,
      'If you did not sign up, simply delete this mail.',
    ].join('\n'),
    action_url: url,
    created_at: now,
  };
}
