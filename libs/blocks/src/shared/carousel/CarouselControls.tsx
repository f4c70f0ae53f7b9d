/**
 * Prev/next buttons (lazy, client only) scrolling one visible width; disabled at the ends, hidden without overflow, instant under
 * `prefers-reduced-motion`.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import styles from './Carousel.module.css';

export interface CarouselControlsProps {
  trackRef: RefObject<HTMLUListElement | null>;
}

interface Edges {
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
}

function readEdges(track: HTMLElement): Edges {
  const max = track.scrollWidth - track.clientWidth;
  // 2px tolerance for fractional scroll positions on zoomed or high-DPI screens.
  return { overflow: max > 2, atStart: track.scrollLeft <= 2, atEnd: track.scrollLeft >= max - 2 };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default function CarouselControls({ trackRef }: CarouselControlsProps) {
  const { t } = useBlocksTranslation();
  const [edges, setEdges] = useState<Edges>({ overflow: true, atStart: true, atEnd: false });

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => setEdges(readEdges(track));
    update();
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [trackRef]);

  const step = useCallback(
    (direction: -1 | 1) => {
      const track = trackRef.current;
      if (!track) return;
      const left = track.scrollLeft + direction * Math.max(track.clientWidth * 0.9, 1);
      if (typeof track.scrollTo === 'function') {
        track.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      } else {
        track.scrollLeft = left;
      }
      setEdges(readEdges(track));
    },
    [trackRef],
  );

  if (!edges.overflow) return null;
  return (
    <div className={styles.controls}>
      <button type="button" className={styles.button} onClick={() => step(-1)} disabled={edges.atStart} aria-label={t('carouselPrevious')}>
        <span aria-hidden="true">←</span>
      </button>
      <button type="button" className={styles.button} onClick={() => step(1)} disabled={edges.atEnd} aria-label={t('carouselNext')}>
        <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
