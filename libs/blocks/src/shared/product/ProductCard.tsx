import { Image, Link } from '@silca/ui';
import { hasAsset } from '../../core/schema/assets';
import type { SbAsset, SbStory } from '../../core/schema/common';
import styles from './ProductCard.module.css';

/** Read loosely: a card must never break a list. */
function productSummary(story: SbStory) {
  const content = (story.content ?? {}) as Record<string, unknown>;
  const name = typeof content.name === 'string' && content.name.trim() !== '' ? content.name : story.name;
  const category = typeof content.category_name === 'string' ? content.category_name : undefined;
  const images = Array.isArray(content.images) ? (content.images as SbAsset[]) : [];
  const image = images.find((asset) => hasAsset(asset));
  return { name, category, image };
}

export interface ProductCardProps {
  story: SbStory;
  /** Default 3: cards sit under a section <h2>. */
  headingLevel?: 2 | 3 | 4;
}

/** A product card: contained square image, category, name; one link named by the product, so it is heard once. */
export function ProductCard({ story, headingLevel = 3 }: ProductCardProps) {
  const { name, category, image } = productSummary(story);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image && hasAsset(image) ? (
          <Image src={image} alt="" width={400} height={400} aspectRatio={1} fit="contain" sizes="(min-width: 1024px) 16rem, 45vw" widths={[240, 480]} />
        ) : (
          <span className={styles.noImage} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        {category ? <p className={styles.category}>{category}</p> : null}
        <Heading className={styles.name}>
          <Link story={story} className={styles.link}>
            {name}
          </Link>
        </Heading>
      </div>
    </article>
  );
}
