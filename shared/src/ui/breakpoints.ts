/**
 * docs/product-rules.md §9 breakpoints, in CSS pixels: a layout changes at `min-width` of each. CSS cannot
 * read custom properties in @media, so stylesheets write the same literals (see tokens.css).
 */
export const BREAKPOINTS = {
  xs: 321,
  sm: 576,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The media query of a breakpoint, for matchMedia: `minWidthQuery('md')` -> '(min-width: 768px)'. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}
