import { simpleParser } from 'mailparser';
import { webUserSignup } from '@ciao/shared/contracts';
import { SMTPServer } from 'smtp-server';
import { smtpSettingsFromEnv } from '../src/mail/smtp-delivery';
import { type Api, startApi } from './support/api-harness';

interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives (no TLS, no login: a test relay). */
async function startMailServer(options: { refuse?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse) callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const signup = (email: string) => ({
  email,
  password: 'Manga-Lover-77',
  birthday: '2006-05',
  name: 'まんがずき',
  sex: 2,
  agree_terms_of_service: true,
  agree_privacy_policy: true,
});

async function until<T>(read: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** An API delivering through a mail server of its own on loopback, both for the describe block. */
function apiWithMailServer(options: { refuse?: boolean } = {}) {
  const started: { mailServer?: Awaited<ReturnType<typeof startMailServer>>; api?: Api } = {};
  beforeAll(async () => {
    started.mailServer = await startMailServer(options);
    started.api = await startApi({
      rateLimiter: false,
      smtp: { smtpUrl: started.mailServer.url, from: 'ちゃおコミ <no-reply@comics.example>', siteUrl: 'https://comics.example' },
    });
  });
  afterAll(async () => {
    await started.api?.close();
    await started.mailServer?.close();
  });
  return {
    get api(): Api {
      if (!started.api) throw new Error('not started');
      return started.api;
    },
    get received(): Received[] {
      return started.mailServer?.received ?? [];
    },
  };
}

describe('with SMTP_URL the outbox is delivered through SMTP', () => {
  const site = apiWithMailServer();

  test('a sign-up mail arrives once, with its link whole, and its outbox row is marked delivered', async () => {
    const result = await site.api.call(webUserSignup, signup('smtp.reader@example.jp'));
    expect(result.body.response_code).toBe(0);

    const mail = await until(() => site.received.find((item) => item.to.includes('smtp.reader@example.jp')), 'the mail');
    expect(mail.from).toBe('no-reply@comics.example');
    expect(mail.subject).toBe('【ちゃおコミ】会員登録の確認 / Please confirm your registration');
    const [row] = await site.api.db.query<{ action_url: string; delivered_at: Date | null; attempts: number }>(
      "select action_url, delivered_at, attempts from mail_outbox where to_email = 'smtp.reader@example.jp'",
    );
    expect(row?.action_url).toMatch(/^\/signup\/welcome\?token=/);
    expect(mail.text).toContain(`https://comics.example${row?.action_url}`);
    expect(mail.text).toContain('ちゃおコミへの会員登録のお申し込みありがとうございます。');
    await until(async () => {
      const [delivered] = await site.api.db.query<{ delivered_at: Date | null }>(
        "select delivered_at from mail_outbox where to_email = 'smtp.reader@example.jp'",
      );
      return delivered?.delivered_at ?? undefined;
    }, 'the row marked delivered');
    // Later rounds do not send it again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(site.received.filter((item) => item.to.includes('smtp.reader@example.jp'))).toHaveLength(1);
  });
});

describe('a server that refuses the mail', () => {
  const site = apiWithMailServer({ refuse: true });

  test('leaves the row undelivered, with the attempt counted and the error kept for a later try', async () => {
    expect((await site.api.call(webUserSignup, signup('refused.reader@example.jp'))).body.response_code).toBe(0);
    const row = await until(async () => {
      const [found] = await site.api.db.query<{ delivered_at: Date | null; attempts: number; last_error: string | null }>(
        "select delivered_at, attempts, last_error from mail_outbox where to_email = 'refused.reader@example.jp'",
      );
      return found && found.attempts > 0 ? found : undefined;
    }, 'a counted attempt');
    expect(row.delivered_at).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('550');
  });
});

test('SMTP settings: none without SMTP_URL; with it, SITE_URL is required and MAIL_FROM defaults to the site', () => {
  expect(smtpSettingsFromEnv({})).toBeNull();
  expect(() => smtpSettingsFromEnv({ SMTP_URL: 'smtp://mail:587' })).toThrow(/SITE_URL must name the site/);
  expect(smtpSettingsFromEnv({ SMTP_URL: 'smtp://mail:587', SITE_URL: 'https://comics.example' })).toEqual({
    smtpUrl: 'smtp://mail:587',
    from: 'ちゃおコミ <no-reply@comics.example>',
    siteUrl: 'https://comics.example',
  });
});
