/** aria-describedby from the ids that exist (error first, it matters most), or nothing. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
