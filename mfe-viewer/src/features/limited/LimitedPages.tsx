import type { LimitedPagesProps } from '@ciao/shared';
import { LimitedArticle } from './LimitedArticle';
import { LimitedList } from './LimitedList';

/** The subscriber content screens: `/limited` (the list) and `/limited/episode?id=` (one article). */
export function LimitedPages({ screen }: LimitedPagesProps) {
  return screen === 'list' ? <LimitedList /> : <LimitedArticle />;
}
