import { Image, Modal } from '@silca/ui';
import { useEffect, useRef } from 'react';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import type { SbAsset } from '../../core/schema/common';
import styles from './PhotoAlbumTemplate.module.css';

export interface AlbumViewerProps {
  photos: ReadonlyArray<SbAsset & { filename: string }>;
  /** 0-based. */
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** The album browser (docs/requirements/pages.md#album-browser), a modal dialog; focus returns to the opening photo. A lazy chunk. */
export default function AlbumViewer({ photos, index, onIndex, onClose }: AlbumViewerProps) {
  const { t } = useBlocksTranslation();
  const count = photos.length;
  const photo = photos[index] ?? photos[0];
  // The key listener is added once and reads the index through this ref.
  const step = useRef<(by: number) => void>(() => undefined);
  step.current = (by: number) => onIndex((index + by + count) % count);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') step.current(-1);
      else if (event.key === 'ArrowRight') step.current(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!photo) return null;
  const position = t('albumPosition', { index: index + 1, total: count });
  const title = photo.title || photo.alt || position;
  return (
    <Modal open onClose={onClose} title={title} size="wide">
      <figure className={styles.viewerFigure}>
        <Image
          key={photo.filename}
          src={photo}
          alt={photo.alt ?? ''}
          width={1600}
          sizes="(min-width: 72rem) 70rem, 100vw"
          widths={[640, 960, 1280, 1600]}
          fit="contain"
          className={styles.viewerImage}
        />
        <figcaption className={styles.viewerCaption} aria-live="polite">
          {position}
        </figcaption>
      </figure>
      <div className={styles.viewerTools}>
        {count > 1 ? (
          <>
            <button type="button" className={styles.viewerButton} onClick={() => step.current(-1)} aria-label={t('albumPrevious')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={styles.viewerButton} onClick={() => step.current(1)} aria-label={t('albumNext')}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <a href={photo.filename} className={styles.viewerFile} download>
          {t('albumOriginal')}
        </a>
      </div>
    </Modal>
  );
}
