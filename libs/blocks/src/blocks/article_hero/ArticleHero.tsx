import { Image } from '@silca/ui';
import type { ReactNode } from 'react';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { articleHeaderImage } from '../../core/lead-image';
import { useIsFirstBlok } from '../../core/position';
import { TextWithTime } from '../../core/i18n/TextWithTime';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import type { SbAsset } from '../../core/schema/common';
import { formatStoryblokDate, storyblokDateToIso } from '../../shared/dates';
import type { ArticleHeroBlok } from './schema';
import styles from './ArticleHero.module.css';

export interface ArticleHeaderProps {
  title: string;
  eyebrow?: string;
  date?: string;
  excerpt?: string;
  image?: SbAsset | null;
  /** <h1> for the page's own header, <h2> inside a body. */
  level: 1 | 2;
  children?: ReactNode;
  editable?: Record<string, string | undefined>;
}

/**
 * Article header of the `article_hero` block and the news_article/event templates: eyebrow, title, date (UTC, locale format), excerpt, 16:9
 * image (eager when it opens the page).
 */
export function ArticleHeader({ title, eyebrow, date, excerpt, image, level, children, editable }: ArticleHeaderProps) {
  const { t } = useBlocksTranslation();
  const Heading = level === 1 ? 'h1' : 'h2';
  const iso = storyblokDateToIso(date);
  const lead = articleHeaderImage(image);
  return (
    <header className={styles.header} {...editable}>
      <div className={`silca-container ${styles.text}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={styles.title}>{title}</Heading>
        {iso ? (
          <p className={styles.date}>
            <TextWithTime text={t('publishedOn', { date: formatStoryblokDate(date, t) })} dateTime={iso} />
          </p>
        ) : null}
        {excerpt ? <p className={styles.excerpt}>{excerpt}</p> : null}
        {children}
      </div>
      {lead ? (
        <div className={`silca-container ${styles.media}`}>
          <Image {...lead} alt={lead.src.alt ?? ''} priority={level === 1} fit="cover" className={styles.image} />
        </div>
      ) : null}
    </header>
  );
}

/** `article_hero` block: the article header; the page's <h1> when it opens the body. */
export function ArticleHero({ blok }: BlockProps<ArticleHeroBlok>) {
  const first = useIsFirstBlok();
  return (
    <ArticleHeader
      title={blok.title}
      eyebrow={blok.eyebrow}
      date={blok.date}
      excerpt={blok.excerpt}
      image={blok.image}
      level={first ? 1 : 2}
      editable={editableAttributes(blok)}
    />
  );
}
