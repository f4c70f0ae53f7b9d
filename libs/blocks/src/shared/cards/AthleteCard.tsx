import { Image, Link } from '@silca/ui';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { hasAsset } from '../../core/schema/assets';
import type { SbAsset, SbStory } from '../../core/schema/common';
import styles from './Card.module.css';

/**
 * Athlete card (docs/requirements/pages.md#interface-elements): 3:4 portrait, linked name, titles, first year. Read loosely: a card never
 * breaks a list.
 */
export function AthleteCard({ story, headingLevel = 3 }: { story: SbStory; headingLevel?: 2 | 3 }) {
  const { t } = useBlocksTranslation();
  const c = (story.content ?? {}) as Record<string, unknown>;
  const name = typeof c.name === 'string' && c.name.trim() !== '' ? c.name : story.name;
  const card = c.card as SbAsset | undefined;
  const titles = typeof c.titles === 'string' ? c.titles : undefined;
  const year = typeof c.year === 'number' || (typeof c.year === 'string' && c.year !== '') ? String(c.year) : undefined;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-card="athlete">
      <div className={styles.media} data-ratio="3:4">
        {hasAsset(card) ? (
          <Image
            src={card}
            alt=""
            aspectRatio={3 / 4}
            fit="cover"
            width={480}
            height={640}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw"
            widths={[320, 480, 640]}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        {year ? <p className={styles.meta}>{t('athleteSince', { year })}</p> : null}
        <Heading className={styles.title}>
          <Link story={story} className={styles.link}>
            {name}
          </Link>
        </Heading>
        {titles ? <p className={styles.excerpt}>{titles}</p> : null}
      </div>
    </article>
  );
}
