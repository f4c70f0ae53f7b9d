import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { Image, type ImageAsset } from '../image/Image';
import { useImageUrlBuilder } from '../image/ImageServiceProvider';
import styles from './ImageZoom.module.css';
import { ZOOM_LEVELS } from './zoom-levels';

export { ZOOM_LEVELS };

// The dialog loads when opened (decision 0970); the thumbnail link is all the first paint needs.
const ZoomDialog = lazy(() => import('./ZoomDialog'));

export interface ImageZoomProps {
  image: string | ImageAsset;
  /** Required: the zoom view shows the same image. */
  alt: string;
  /** Px. */
  width?: number;
  sizes?: string;
  /** Px; default 2400. */
  zoomWidth?: number;
  /** Eager (first image of a product page). */
  priority?: boolean;
}

/**
 * Image zoom (docs/requirements/pages.md#interface-elements): a thumbnail opening a large version in a modal ({@link ZoomDialog}); without
 * JavaScript a link to the large image. Import from `@silca/ui/zoom`.
 */
export function ImageZoom({ image, alt, width = 640, sizes, zoomWidth = 2400, priority }: ImageZoomProps) {
  const { t } = useUiTranslation();
  const buildUrl = useImageUrlBuilder();
  const [open, setOpen] = useState(false);
  const [levelIndex, setLevelIndex] = useState(0);
  const filename = typeof image === 'string' ? image : image.filename;
  const large = buildUrl(filename, { width: zoomWidth, quality: 85, format: 'webp' });
  const onTrigger = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setLevelIndex(0);
    setOpen(true);
  };
  return (
    <>
      <a href={large} className={styles.trigger} onClick={onTrigger} aria-label={`${t('enlargeImage')}: ${alt}`}>
        <Image src={image} alt="" width={width} sizes={sizes ?? `(min-width: 768px) ${width}px, 100vw`} priority={priority} />
        <span className={styles.badge} aria-hidden="true">
          ⤢
        </span>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <ZoomDialog large={large} alt={alt} levelIndex={levelIndex} setLevelIndex={setLevelIndex} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
