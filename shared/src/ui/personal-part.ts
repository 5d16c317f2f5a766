/**
 * Marks an element whose content depends on who is reading (login links, favorite state, an
 * episode's purchase state): `<div {...PERSONAL_PART}>`. The web server renders one first screen
 * of a page for visitors and signed-in readers alike; on a signed-in reader's copy such an element
 * stays hidden, its place kept, until the reader's own answers have replaced the visitor's
 * (host/src/app/personal-parts.ts; the rule is in host/src/styles/global.css). Mark the smallest
 * element whose size does not change between a visitor and a reader, so nothing moves when it fills.
 */
export const PERSONAL_PART = { 'data-personal': '' } as const;
