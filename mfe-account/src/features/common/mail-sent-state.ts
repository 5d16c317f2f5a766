/** What a form that mailed a link hands to its "mail sent" page (router state, so a reload keeps it). */
export interface MailSentState {
  email: string;
  /** When the link stops working, as the API wrote it (YYYY-MM-DDTHH:mm:ss, configured offset). */
  expiresAt: string;
  /** Development builds only: the local mail outbox, as the API named it. */
  devOutboxUrl?: string;
}

/** The router state of a mail-sent page, each value checked (the page may be opened without it). */
export function readMailSentState(state: unknown): Partial<MailSentState> {
  if (typeof state !== 'object' || state === null) return {};
  const { email, expiresAt, devOutboxUrl } = state as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof expiresAt === 'string' ? { expiresAt } : {}),
    // Only a path of this site: router state is ours, but a link must never lead elsewhere.
    ...(typeof devOutboxUrl === 'string' && devOutboxUrl.startsWith('/') && !devOutboxUrl.startsWith('//') ? { devOutboxUrl } : {}),
  };
}

/** The state to hand over from a mailed-link answer ({ expires_at, dev_outbox_url? }). */
export function mailSentState(email: string, answer: { expires_at: string; dev_outbox_url?: string | undefined }): MailSentState {
  return { email, expiresAt: answer.expires_at, ...(answer.dev_outbox_url ? { devOutboxUrl: answer.dev_outbox_url } : {}) };
}

/** 2026-11-21T12:00:00 -> 2026.11.21 12:00 (docs/product-rules.md §9 display dates). */
export function displayDateTime(apiDateTime: string): string {
  const [date = '', time = ''] = apiDateTime.split('T');
  return `${date.replaceAll('-', '.')} ${time.slice(0, 5)}`;
}
