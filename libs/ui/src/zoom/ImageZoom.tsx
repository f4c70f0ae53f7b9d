import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { Image, type ImageAsset } from '../image/Image';
import { useImageUrlBuilder } from '../image/ImageServiceProvider';
import styles from './ImageZoom.module.css';
import { ZOOM_LEVELS } from './zoom-levels';

export { ZOOM_LEVELS };

// The dialog and its controls load when the visitor opens the zoom (decision 0970): the
// thumbnail link is all the page needs at first paint.
const ZoomDialog = lazy(() => import('./ZoomDialog'));

/** Props of `ImageZoom`. */
export interface ImageZoomProps {
  /** The asset (filename or asset object). */
  image: string | ImageAsset;
  /** Alternative text of the image (required: the zoom view shows the same image). */
  alt: string;
  /** Thumbnail display width in px. */
  width?: number;
  /** `sizes` of the thumbnail. */
  sizes?: string;
  /** Width in px of the large image in the zoom view; default 2400. */
  zoomWidth?: number;
  /** Eager-load the thumbnail (first image on a product page). */
  priority?: boolean;
}

/**
 * Image zoom (docs/requirements/pages.md#interface-elements): a thumbnail that opens a large version in a modal with zoom in,
 * zoom out and reset (buttons, or the + / - / 0 keys; double-click or Ctrl + wheel with a mouse;
 * a two-finger pinch on touch screens; pan by dragging with a mouse or a finger, by scrolling the view
 * or with the arrow keys). Without
 * JavaScript the thumbnail is a link to the large image. Import from `@silca/ui/zoom` so only
 * the pages that use it load it.
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
