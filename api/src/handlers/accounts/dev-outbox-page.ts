import { RESPONSE_CODES } from '@ciao/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../../http/envelope';
import type { ApiContext } from '../../http/api-context';
import { isFromLoopback } from '../../http/client-ip';
import { formatApiDateTime } from '../../queries/api-date-time';
import { latestMail, type OutboxMail } from '../../queries/accounts/mail-outbox';
import { CONFIRMATION_PAGE } from './confirmation-mail';

/**
 * DEVELOPMENT STAND-IN for a mail server (DESIGN.md: outside help built in as clearly
 * named local stand-ins). Never registered in production. GET /dev/outbox lists the mail
 * the service "sent", each with a link to the site page its mail names (the sign-up mail's
 * /signup/welcome?token=...), as the reader's mail program would open it. That page completes
 * the sign-up (/web/user/signup/cookie) and sets the page's own login flag; a shortcut that
 * completed it here left the flag unset, so the next page's login check logged the new reader
 * out (docs/product-rules.md §4: the flag and the server account must agree).
 */
const SHOWN_MAILS = 50;

/** Path of the outbox page under the API's prefix (the sign-up answer names it in development). */
export const DEV_OUTBOX_PATH = '/dev/outbox';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#333}
.note{background:#fff5fa;border:1px solid #e4007f;border-radius:8px;padding:8px 12px}
article{border-bottom:1px solid #ddd;padding:12px 0}pre{white-space:pre-wrap}a{color:#c00068}</style></head>
<body>${body}</body></html>`;
}

function mailItem(mail: OutboxMail): string {
  const url = new URL(mail.action_url, 'http://outbox.invalid');
  const signup = url.searchParams.has('token') && url.pathname === CONFIRMATION_PAGE;
  // Only a path of this same site is linked: the mail's own page, as a mail program opens it.
  const link =
    mail.action_url.startsWith('/') && !mail.action_url.startsWith('//')
      ? `<p><a href="${escapeHtml(mail.action_url)}">${signup ? 'このリンクで登録を完了する / Complete this sign-up' : 'メールのリンクを開く / Open the mailed link'}</a></p>`
      : '';
  return `<article aria-labelledby="mail-${mail.mail_id}">
<h2 id="mail-${mail.mail_id}">${escapeHtml(mail.subject)}</h2>
<p>宛先 / To: ${escapeHtml(mail.to_email)} ・ ${escapeHtml(formatApiDateTime(mail.created_at).replace('T', ' '))}</p>
<pre>${escapeHtml(mail.body)}</pre>${link}</article>`;
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * The outbox hands out every pending sign-up link, so it answers this machine only (loopback
 * peer, and a loopback client when a local proxy forwarded it), unless `public` is set
 * (DEV_OUTBOX_PUBLIC=1); anyone else gets the API's 404, as if it were not there.
 */
export function registerDevOutbox(app: FastifyInstance, api: ApiContext, options: { public: boolean }): void {
  const localOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!options.public && !isFromLoopback(request)) return sendFailure(reply, RESPONSE_CODES.PARAMETER_INVALID, 'no such API call', 404);
  };
  app.get(DEV_OUTBOX_PATH, { onRequest: localOnly }, async (_request, reply) => {
    const mails = await latestMail(api.db, SHOWN_MAILS);
    const list = mails.length > 0 ? mails.map((mail) => mailItem(mail)).join('\n') : '<p>メールはまだありません。/ No mail yet.</p>';
    return sendHtml(
      reply,
      200,
      page(
        '開発用メール送信箱 / Development mail outbox',
        `<h1>開発用メール送信箱 / Development mail outbox</h1>
<p class="note">開発環境専用の代用品です。本番ではメールサーバーが送信します。/ A development stand-in: in production a mail server delivers these.</p>
${list}`,
      ),
    );
  });
}
