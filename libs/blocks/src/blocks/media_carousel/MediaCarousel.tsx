import { Carousel } from '../../shared/carousel/Carousel';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { hasAsset } from '../../core/schema/assets';
import layout from '../../shared/layout.module.css';
import { Media } from '../standalone_media/Media';
import type { MediaCarouselBlok } from './schema';

/** Media carousel: wide slides of images and videos (16:9) with the carousel controls; captions from asset titles. */
export function MediaCarousel({ blok }: BlockProps<MediaCarouselBlok>) {
  const { t } = useBlocksTranslation();
  const media = blok.media.filter(hasAsset);
  if (media.length === 0) return null;
  const label = blok.title ?? t('imageGridLabel');
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
      <Carousel label={t('carouselLabel', { title: label })} size="wide">
        {media.map((asset, index) => (
          <figure key={`${asset.id ?? index}-${index}`} style={{ margin: 0 }}>
            <Media media={asset} aspectRatio={16 / 9} sizes="(min-width: 1024px) 60rem, 88vw" />
            {asset.title ? <figcaption>{asset.title}</figcaption> : null}
          </figure>
        ))}
      </Carousel>
    </section>
  );
}
