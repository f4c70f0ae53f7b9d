import { Image } from '@silca/ui';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { hasAsset } from '../../core/schema/assets';
import layout from '../../shared/layout.module.css';
import type { ImageGridBlok } from './schema';
import styles from './ImageGrid.module.css';

/** Square-cropped images in 2-4 columns, each a <figure> captioned with the asset title; a labelled list. */
export function ImageGrid({ blok }: BlockProps<ImageGridBlok>) {
  const { t } = useBlocksTranslation();
  const images = blok.images.filter(hasAsset);
  if (images.length === 0) return null;
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
      <ul className={styles.grid} data-columns={blok.columns ?? '3'} aria-label={blok.title ?? t('imageGridLabel')}>
        {images.map((image, index) => (
          <li key={`${image.id ?? index}-${index}`}>
            <figure className={styles.figure}>
              <Image
                src={image}
                alt={image.alt ?? ''}
                aspectRatio={1}
                fit="cover"
                width={600}
                height={600}
                widths={[320, 480, 640, 960]}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className={styles.image}
              />
              {image.title ? <figcaption className={styles.caption}>{image.title}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
