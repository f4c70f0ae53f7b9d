import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useIsFirstBlok } from '../../core/position';
import layout from '../../shared/layout.module.css';
import { Media } from './Media';
import type { StandaloneMediaBlok } from './schema';
import styles from './StandaloneMedia.module.css';

/** One image or video in a <figure> with an optional visible caption; container width or full bleed. */
export function StandaloneMedia({ blok }: BlockProps<StandaloneMediaBlok>) {
  const first = useIsFirstBlok();
  const full = blok.width === 'full';
  return (
    <figure className={`${full ? '' : layout.container} ${layout.section} ${styles.figure}`} {...editableAttributes(blok)}>
      <Media
        media={blok.media}
        poster={blok.poster}
        captions={blok.captions}
        title={blok.caption}
        priority={first}
        sizes={full ? '100vw' : '(min-width: 1440px) 1344px, 100vw'}
      />
      {blok.caption ? <figcaption className={`${full ? 'silca-container' : ''} ${styles.caption}`}>{blok.caption}</figcaption> : null}
    </figure>
  );
}
