import { useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent, type WheelEvent } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { Image, type ImageAsset } from '../image/Image';
import { useImageUrlBuilder } from '../image/ImageServiceProvider';
import { Modal } from '../modal/Modal';
import styles from './ImageZoom.module.css';

/** Zoom levels (1 = fit to the dialog width). */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

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
 * a two-finger pinch on touch screens; pan by scrolling the view). Without
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
  const level = ZOOM_LEVELS[levelIndex] ?? 1;
  const zoomIn = () => setLevelIndex((i) => Math.min(i + 1, ZOOM_LEVELS.length - 1));
  const zoomOut = () => setLevelIndex((i) => Math.max(i - 1, 0));
  const reset = () => setLevelIndex(0);
  const onTrigger = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setLevelIndex(0);
    setOpen(true);
  };
  // Touch: a two-finger pinch steps the zoom level; mouse: double-click steps in (then back to fit),
  // Ctrl + wheel (and trackpad pinch) steps in or out.
  const pinch = useRef<number | null>(null);
  const distance = (event: TouchEvent<HTMLDivElement>) => {
    const [a, b] = [event.touches[0], event.touches[1]];
    return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : null;
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    pinch.current = event.touches.length === 2 ? distance(event) : null;
  };
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const start = pinch.current;
    const now = event.touches.length === 2 ? distance(event) : null;
    if (!start || !now) return;
    if (now / start > 1.25) {
      zoomIn();
      pinch.current = now;
    } else if (now / start < 0.8) {
      zoomOut();
      pinch.current = now;
    }
  };
  const onDoubleClick = () => setLevelIndex((i) => (i >= ZOOM_LEVELS.length - 1 ? 0 : i + 1));
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (!event.ctrlKey) return;
    if (event.deltaY < 0) zoomIn();
    else if (event.deltaY > 0) zoomOut();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-') zoomOut();
    else if (event.key === '0') reset();
    else return;
    event.preventDefault();
  };
  return (
    <>
      <a href={large} className={styles.trigger} onClick={onTrigger} aria-label={`${t('enlargeImage')}: ${alt}`}>
        <Image src={image} alt="" width={width} sizes={sizes ?? `(min-width: 768px) ${width}px, 100vw`} priority={priority} />
        <span className={styles.badge} aria-hidden="true">
          ⤢
        </span>
      </a>
      <Modal open={open} onClose={() => setOpen(false)} title={alt} size="wide">
        <div className={styles.toolbar} role="toolbar" aria-label={t('enlargeImage')}>
          <button type="button" className={styles.tool} onClick={zoomOut} disabled={levelIndex === 0} aria-label={t('zoomOut')}>
            −
          </button>
          <span className={styles.level} aria-live="polite">
            {Math.round(level * 100)}%
          </span>
          <button
            type="button"
            className={styles.tool}
            onClick={zoomIn}
            disabled={levelIndex === ZOOM_LEVELS.length - 1}
            aria-label={t('zoomIn')}
          >
            +
          </button>
          <button type="button" className={styles.tool} onClick={reset} disabled={levelIndex === 0}>
            {t('zoomReset')}
          </button>
        </div>
        {/* Focusable so keyboard users can scroll (pan) the zoomed image and use + / - / 0. */}
        <div
          className={styles.viewport}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onDoubleClick={onDoubleClick}
          onWheel={onWheel}
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          role="group"
          aria-label={alt}
          data-testid="zoom-viewport"
        >
          <img
            className={styles.zoomed}
            src={large}
            alt={alt}
            style={{ width: `${level * 100}%` }}
            data-zoom-level={level}
          />
        </div>
      </Modal>
    </>
  );
}
