import { Image } from '@silca/ui';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { hasAsset } from '../../core/schema/assets';
import type { SbAsset } from '../../core/schema/common';
import styles from './Media.module.css';

const VIDEO = /\.(mp4|webm|ogv|mov|m4v)(\?.*)?$/i;

/** True when the asset is a video file (by extension). */
export function isVideoAsset(asset: SbAsset | null | undefined): boolean {
  return hasAsset(asset) && VIDEO.test(asset.filename);
}

function videoType(filename: string): string | undefined {
  const ext = /\.(\w+)(\?.*)?$/.exec(filename)?.[1]?.toLowerCase();
  if (ext === 'mp4' || ext === 'm4v') return 'video/mp4';
  if (ext === 'webm') return 'video/webm';
  if (ext === 'ogv') return 'video/ogg';
  if (ext === 'mov') return 'video/quicktime';
  return undefined;
}

export interface MediaProps {
  media: SbAsset | null | undefined;
  poster?: SbAsset | null;
  /** WebVTT captions of a video (WCAG 1.2.2). */
  captions?: SbAsset | null;
  /** BCP 47; default the page language. */
  captionsLang?: string;
  /** The caption, else the asset title or name. */
  title?: string;
  sizes?: string;
  priority?: boolean;
  aspectRatio?: number;
}

/** A responsive image, or a video with native controls and `preload="metadata"` (no autoplay), poster and captions. */
export function Media({ media, poster, captions, captionsLang, title, sizes = '100vw', priority, aspectRatio }: MediaProps) {
  const { t, i18n } = useBlocksTranslation();
  if (!hasAsset(media)) return null;
  if (isVideoAsset(media)) {
    const label = title || media.title || media.name || media.alt || '';
    return (
      <video
        className={styles.video}
        controls
        preload="metadata"
        playsInline
        poster={hasAsset(poster) ? poster.filename : undefined}
        aria-label={label ? t('videoLabel', { title: label }) : undefined}
      >
        <source src={media.filename} type={videoType(media.filename)} />
        {hasAsset(captions) ? (
          <track
            kind="captions"
            src={captions.filename}
            srcLang={captionsLang || i18n.language || 'en'}
            label={captionsLang || i18n.language || 'en'}
            default
          />
        ) : null}
      </video>
    );
  }
  return (
    <Image
      src={media}
      alt={media.alt ?? ''}
      sizes={sizes}
      priority={priority}
      aspectRatio={aspectRatio}
      fit={aspectRatio ? 'cover' : undefined}
      className={styles.image}
    />
  );
}
