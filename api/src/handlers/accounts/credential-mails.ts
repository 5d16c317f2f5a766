import { formatApiDateTime } from '../../queries/api-date-time';
import type { OutboxMail } from '../../queries/accounts/mail-outbox';

/** The site pages that open the mailed links (the ID host's pages, built in the account remote). */
export const PASSWORD_RESET_PAGE = '/password/reset';
export const EMAIL_SAVE_PAGE = '/email/save';

const linkTo = (page: string, token: string) => `${page}?${new URLSearchParams({ token })}`;
const untilText = (expiresAt: Date) => formatApiDateTime(expiresAt).replace('T', ' ');

/** The password-reset mail, Japanese first, then English (like the sign-up mail). */
export function passwordResetMail(email: string, nickname: string, token: string, expiresAt: Date, now: Date): Omit<OutboxMail, 'mail_id'> {
  const url = linkTo(PASSWORD_RESET_PAGE, token);
  const until = untilText(expiresAt);
  return {
    to_email: email,
    subject: '【ちゃおコミ】パスワードの再設定 / Reset your password',
    body: [
      `${nickname} さん`,
      '',
      'パスワード再設定のお申し込みを受け付けました。',
      `下のリンクを ${until}（日本時間）までに開き、新しいパスワードを設定してください。リンクは1回だけ使えます。`,
      url,
      'お申し込みに心当たりがない場合は、何もせずに削除してください。パスワードは変わりません。',
      '',
      `Open the link above by ${until} (Japan time) to choose a new password. The link works once.`,
      'If you did not ask for this, simply delete this mail: your password stays as it is.',
    ].join('\n'),
    action_url: url,
    created_at: now,
  };
}

/** The email-change mail, sent to the NEW address: opening it proves the reader receives mail there. */
export function emailChangeMail(
  newEmail: string,
  nickname: string,
  token: string,
  expiresAt: Date,
  now: Date,
): Omit<OutboxMail, 'mail_id'> {
  const url = linkTo(EMAIL_SAVE_PAGE, token);
  const until = untilText(expiresAt);
  return {
    to_email: newEmail,
    subject: '【ちゃおコミ】メールアドレス変更の確認 / Confirm your new email address',
    body: [
      `${nickname} さん`,
      '',
      'ログイン用メールアドレスの変更のお申し込みを受け付けました。',
      `下のリンクを ${until}（日本時間）までに開くと、このアドレスに変わります。リンクは1回だけ使えます。`,
      url,
      'お申し込みに心当たりがない場合は、何もせずに削除してください。',
      '',
      `Open the link above by ${until} (Japan time) to make this your login email. The link works once.`,
      'If you did not ask for this, simply delete this mail.',
    ].join('\n'),
    action_url: url,
    created_at: now,
  };
}
