import { Image, Link } from '@silca/ui';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { hasAsset } from '../../core/schema/assets';
import type { SbAsset, SbStory } from '../../core/schema/common';
import { formatStoryblokDate, storyblokDateToIso } from '../dates';
import styles from './Card.module.css';

function newsSummary(story: SbStory) {
  const c = (story.content ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
  const image = c.image as SbAsset | undefined;
  return {
    title: text(c.title) ?? story.name,
    date: text(c.date) ?? text(c.date_from) ?? story.first_published_at?.slice(0, 16).replace('T', ' ') ?? undefined,
    excerpt: text(c.excerpt),
    image: hasAsset(image) ? image : undefined,
  };
}

/** A news, press or event card: 3:2 image, date, title linking to the story, excerpt. */
export function NewsCard({ story, headingLevel = 3 }: { story: SbStory; headingLevel?: 2 | 3 }) {
  const { t } = useBlocksTranslation();
  const { title, date, excerpt, image } = newsSummary(story);
  const iso = storyblokDateToIso(date);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media} data-ratio="3:2">
        {image ? (
          <Image
            src={image}
            alt=""
            aspectRatio={3 / 2}
            fit="cover"
            width={600}
            height={400}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 85vw"
            widths={[320, 480, 640, 960]}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {iso ? (
          <p className={styles.meta}>
            <time dateTime={iso}>{formatStoryblokDate(date, t)}</time>
          </p>
        ) : null}
        <Heading className={styles.title}>
          <Link story={story} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {excerpt ? <p className={styles.excerpt}>{excerpt}</p> : null}
      </div>
    </article>
  );
}
