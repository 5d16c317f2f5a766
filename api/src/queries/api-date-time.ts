/** docs/product-rules.md §3/§5: the API writes instants as YYYY-MM-DDTHH:mm:ss in the configured offset (Japan, +9 h). */
const OFFSET_MS = 9 * 3_600_000;

export function formatApiDateTime(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19);
}

export function formatNullableDateTime(at: Date | null): string | null {
  return at ? formatApiDateTime(at) : null;
}
