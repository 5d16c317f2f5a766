import { EXTERNAL_LINKS } from '@ciao/shared';

/**
 * Links of spec 2 "Header" and "Global nav drawer" that lead to other services of the
 * site (topics, awards, support...). They are plain links: this app does not route them.
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

/**
 * Spec 2 puts ranking at the route RANKING (/ranking), which this app does not build yet.
 * Until it does, the header shows ranking as a plain page link to the site's ranking
 * page, not as an app route; switch to `href('RANKING')` once the route exists.
 */
export const RANKING_HREF = '/comics/ranking';

/** History lives on the site's my page; /my/history is not built here yet. */
export const HISTORY_HREF = '/comics/my/history';

/** Spec 2: login links carry a redirect of /comics plus the current path. */
export const SITE_PATH_PREFIX = '/comics';
