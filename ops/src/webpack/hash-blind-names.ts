/**
 * The names terser gives a production script's variables, chosen as terser chooses them (the
 * letters most frequent in the script first, which compresses best) but blind to the hashes
 * in the script.
 *
 * terser minifies a chunk before webpack writes the real content hashes into it
 * (RealContentHashPlugin runs after the minimizer), so the chunk-file table in remoteEntry.js
 * and the host's main.js still holds provisional hashes, which depend on the checkout's folder
 * (the federation's shared-module consumers hash their absolute paths). terser counts every
 * letter of the script, those hex digits too, to rank its alphabet: in one folder "c" came
 * before "l", in another after, and every `c` of remoteEntry.js became an `l` (same length,
 * other bytes, another deployment version for the same commit). Here every run of eight or
 * more hex digits is left out of the count; a hash's neighbours stay, so the count is the
 * same whatever the hashes are.
 *
 * terser's `mangle.nth_identifier` (a documented option). The minimizer hands its options to
 * a worker thread as source text (serialize-javascript), so the methods use nothing but
 * `this` and built-ins: no helper outside them.
 */
export interface NthIdentifier {
  get(n: number): string;
  reset(): void;
  consider(text: string, delta: number): void;
  sort(): void;
}

export function hashBlindNames(): NthIdentifier & { frequency: Record<string, number>; chars: string[] } {
  return {
    frequency: {},
    chars: [],
    reset() {
      this.frequency = {};
      for (const ch of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_0123456789') this.frequency[ch] = 0;
    },
    consider(text, delta) {
      const counted = text.replace(/[0-9a-f]{8,}/g, ' ');
      for (const ch of counted) if (ch in this.frequency) this.frequency[ch] = (this.frequency[ch] ?? 0) + delta;
    },
    sort() {
      // As terser's own: leading letters and digits ranked apart, most frequent first, ties in
      // alphabet order. (No named helper: tsx's keepNames would wrap it in a function the worker lacks.)
      this.chars = [
        ...[...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_'].sort(
          (a, b) => (this.frequency[b] ?? 0) - (this.frequency[a] ?? 0),
        ),
        ...[...'0123456789'].sort((a, b) => (this.frequency[b] ?? 0) - (this.frequency[a] ?? 0)),
      ];
    },
    get(n) {
      if (this.chars.length === 0) {
        this.reset();
        this.sort();
      }
      let name = '';
      let base = 54;
      let rest = n + 1;
      do {
        rest--;
        name += this.chars[rest % base] ?? '';
        rest = Math.floor(rest / base);
        base = 64;
      } while (rest > 0);
      return name;
    },
  };
}
