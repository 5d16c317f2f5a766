import { EXTERNAL_LINKS } from '@ciao/shared';

/**
 * Links of docs/product-rules.md §2 "Header" and "Global nav drawer": topics, authors and the how-to-draw
 * category are screens of ours; awards, support, enquete and net shop are services the real
 * site runs elsewhere (absolute addresses). SiteLink renders each as what it is.
 */
export interface NavLink {
  href: string;
  labelKey: string;
}

export const MAGAZINE_LINKS: readonly NavLink[] = [
  { href: EXTERNAL_LINKS.magazineIntro, labelKey: 'header.magazineIntro' },
  { href: EXTERNAL_LINKS.deluxeMagazine, labelKey: 'header.deluxeMagazine' },
  { href: EXTERNAL_LINKS.publishInfo, labelKey: 'header.publishInfo' },
  { href: EXTERNAL_LINKS.authors, labelKey: 'header.authors' },
];

export const AWARD_LINKS: readonly NavLink[] = [
  { href: EXTERNAL_LINKS.award, labelKey: 'header.award' },
  { href: EXTERNAL_LINKS.ciaoplusAward, labelKey: 'header.ciaoplusAward' },
  { href: EXTERNAL_LINKS.howToDraw, labelKey: 'header.howToDraw' },
];

export const OTHER_LINKS: readonly NavLink[] = [
  { href: EXTERNAL_LINKS.support, labelKey: 'drawer.support' },
  { href: EXTERNAL_LINKS.enquete, labelKey: 'drawer.enquete' },
  { href: EXTERNAL_LINKS.netshop, labelKey: 'drawer.netshop' },
];

/** The site's history link: an alias of /my/history, which reaches it once that route exists. */
export const HISTORY_HREF = '/comics/my/history';
