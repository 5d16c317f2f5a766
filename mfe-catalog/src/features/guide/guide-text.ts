import { z } from 'zod';

/** Screens a guide section may link to (route names of ours, or an article), so no guide link can lead nowhere. */
export const GUIDE_LINKS = [
  'SERIES',
  'RANKING',
  'LATEST_UPDATES',
  'SEARCH',
  'SIGNUP_PRE',
  'GIFT',
  'MAGAZINE_LATEST',
  'TOPICS',
  'AUTHORS',
  'ARTICLE_help',
  'ARTICLE_termsOfService',
  'ARTICLE_privacyPolicy',
  'ARTICLE_calBusAndProfCode',
] as const;
export type GuideLink = (typeof GUIDE_LINKS)[number];

/** A guide or article text from the message files: checked at the boundary, like any data we did not type ourselves. */
export const guideTextSchema = z.object({
  title: z.string(),
  lead: z.string(),
  sections: z.array(
    z.object({
      heading: z.string(),
      paragraphs: z.array(z.string()),
      links: z.array(z.enum(GUIDE_LINKS)).optional(),
    }),
  ),
});
export type GuideText = z.infer<typeof guideTextSchema>;
