/**
 * Carousel shell: the server renders a scroll-snap list that works without JavaScript (docs/requirements/pages.md#progressive-enhancement);
 * prev/next buttons come after hydration from their own chunk (docs/requirements/performance.md#code-loaded-when-wanted).
 */
import { Children, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import styles from './Carousel.module.css';

const CarouselControls = lazy(() => import('./CarouselControls'));

export interface CarouselProps {
  /** Accessible name of the carousel region (e.g. the block title). */
  label: string;
  children: ReactNode;
  /** `card` (~280px) or `wide` (~85% of the track). */
  size?: 'card' | 'wide';
}

export function Carousel({ label, children, size = 'card' }: CarouselProps) {
  const { t } = useBlocksTranslation();
  const trackRef = useRef<HTMLUListElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const slides = Children.toArray(children);
  if (slides.length === 0) return null;
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      {/* Focusable so keyboard users can scroll it with the arrow keys even when the slides hold no link (WCAG 2.1.1). */}
      <ul ref={trackRef} className={styles.track} data-size={size} tabIndex={0}>
        {slides.map((slide, index) => (
          <li key={index} className={styles.slide} aria-label={t('carouselSlide', { index: index + 1, total: slides.length })}>
            {slide}
          </li>
        ))}
      </ul>
      {enhanced ? (
        <Suspense fallback={null}>
          <CarouselControls trackRef={trackRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
