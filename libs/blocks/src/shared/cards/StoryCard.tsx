import { Image, Link } from '@silca/ui';
import { hasAsset } from '../../core/schema/assets';
import type { SbAsset, SbStory } from '../../core/schema/common';
import styles from './Card.module.css';

/**
 * Name, image and teaser of any story (`intro` serves the section cards of the partner home, docs/requirements/urls.md#extranet-routes).
 */
export function storyTeaser(story: SbStory) {
  const c = (story.content ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
  const image = c.image as SbAsset | undefined;
  return {
    title: text(c.name) ?? text(c.title) ?? story.name,
    text: text(c.description) ?? text(c.excerpt) ?? text(c.intro) ?? text(c.seo_description),
    image: hasAsset(image) ? image : undefined,
  };
}

/** A category or page card: image or brand panel, linked title, teaser. */
export function StoryCard({ story, headingLevel = 3 }: { story: SbStory; headingLevel?: 2 | 3 }) {
  const { title, text, image } = storyTeaser(story);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media} data-ratio="4:3">
        {image ? (
          <Image
            src={image}
            alt=""
            aspectRatio={4 / 3}
            fit="cover"
            width={600}
            height={450}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw"
            widths={[320, 480, 640, 960]}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link story={story} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {text ? <p className={styles.excerpt}>{text}</p> : null}
      </div>
    </article>
  );
}
