import { parseApiDateTime } from '@ciao/shared';

/** An API date-time as the histories show it: 2026.11.24 18:30 (configured offset). */
export function historyTime(text: string): string {
  return parseApiDateTime(text).format('YYYY.MM.DD HH:mm');
}

/** "+300" / "-50" / "0": a signed movement. */
export function signOf(value: number): string {
  return value > 0 ? '+' : value < 0 ? '-' : '';
}
