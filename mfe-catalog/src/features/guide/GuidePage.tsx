import { type ArticleName, href, useTranslation, PageFrame, PageHeading } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { type GuideLink, guideTextSchema } from './guide-text';
import styles from './guide.module.css';

function guideHref(link: GuideLink): string {
  if (link.startsWith('ARTICLE_')) return href('ARTICLE', { articleName: link.slice('ARTICLE_'.length) });
  return href(link as Exclude<GuideLink, `ARTICLE_${ArticleName}`>);
}

/**
 * `/about/` (first-timers guide) and the static articles `/article/{name}`: a text of the
 * message files (ja, en), in sections, each section with links to the screens it talks about.
 */
export function GuidePage({ text }: { text: 'about' | ArticleName }) {
  const { t } = useTranslation('catalog');
  const guide = guideTextSchema.parse(t(`guide.${text}`, { returnObjects: true }));

  return (
    <PageFrame width="wide">
      <article className={styles.guide}>
        <PageHeading look="small">{guide.title}</PageHeading>
        <p className={styles.lead}>{guide.lead}</p>
        {guide.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2 className={styles.sectionHeading}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.links && (
              <ul className={styles.links} aria-label={t('guide.linksLabel', { heading: section.heading })}>
                {section.links.map((link) => (
                  <li key={link}>
                    <Link className={styles.link} to={guideHref(link)}>
                      {t(`guide.links.${link}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
