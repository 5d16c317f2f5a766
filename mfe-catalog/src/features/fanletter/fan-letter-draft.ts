/**
 * What travels in the router's history state between the form and its result pages: the
 * form's address and the letter, so "retry" after a failure brings the letter back.
 */
export interface FanLetterDraft {
  formPath: string;
  body: string;
  /** The title the letter was about, for the success page's way back. */
  titleId: number | null;
}

export function draftFrom(state: unknown): FanLetterDraft | null {
  if (typeof state !== 'object' || state === null) return null;
  const { formPath, body, titleId } = state as Record<string, unknown>;
  if (typeof formPath !== 'string' || !formPath.startsWith('/fanletter/form/') || typeof body !== 'string') return null;
  return { formPath, body, titleId: typeof titleId === 'number' ? titleId : null };
}
