import { useRef, type Dispatch, type KeyboardEvent, type PointerEvent, type SetStateAction, type TouchEvent, type WheelEvent } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { Modal } from '../modal/Modal';
import styles from './ImageZoom.module.css';
import { ZOOM_LEVELS } from './zoom-levels';

export interface ZoomDialogProps {
  large: string;
  alt: string;
  levelIndex: number;
  setLevelIndex: Dispatch<SetStateAction<number>>;
  onClose: () => void;
}

/**
 * The open zoom view (docs/requirements/pages.md#image-zoom-panning): zoom in, out and reset by buttons, + / - / 0, double-click, Ctrl +
 * wheel or pinch; pan by dragging, scrolling or arrow keys. Loaded when opened (decision 0970).
 */
export default function ZoomDialog({ large, alt, levelIndex, setLevelIndex, onClose }: ZoomDialogProps) {
  const { t } = useUiTranslation();
  const level = ZOOM_LEVELS[levelIndex] ?? 1;
  const zoomIn = () => setLevelIndex((i) => Math.min(i + 1, ZOOM_LEVELS.length - 1));
  const zoomOut = () => setLevelIndex((i) => Math.max(i - 1, 0));
  const reset = () => setLevelIndex(0);
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
  // One pointer moves the scroll by its travel (docs/requirements/pages.md#image-zoom-panning); a second (pinch) ends the drag.
  const drag = useRef<{ id: number; x: number; y: number; left: number; top: number } | null>(null);
  const pointers = useRef(new Set<number>());
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.add(event.pointerId);
    if (pointers.current.size > 1 || (event.pointerType === 'mouse' && event.button !== 0)) {
      drag.current = null;
      return;
    }
    const view = event.currentTarget;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, left: view.scrollLeft, top: view.scrollTop };
    // Keeps moves coming outside the view; a synthetic pointer cannot be captured and still drags inside.
    try {
      view.setPointerCapture(event.pointerId);
    } catch {
      /* not capturable */
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    event.preventDefault();
    event.currentTarget.scrollLeft = start.left - (event.clientX - start.x);
    event.currentTarget.scrollTop = start.top - (event.clientY - start.y);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (drag.current?.id === event.pointerId) drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-') zoomOut();
    else if (event.key === '0') reset();
    else return;
    event.preventDefault();
  };
  return (
    <Modal open onClose={onClose} title={alt} size="wide">
      <div className={styles.toolbar} role="toolbar" aria-label={t('enlargeImage')}>
        <button type="button" className={styles.tool} onClick={zoomOut} disabled={levelIndex === 0} aria-label={t('zoomOut')}>
          −
        </button>
        <span className={styles.level} aria-live="polite">
          {Math.round(level * 100)}%
        </span>
        <button type="button" className={styles.tool} onClick={zoomIn} disabled={levelIndex === ZOOM_LEVELS.length - 1} aria-label={t('zoomIn')}>
          +
        </button>
        <button type="button" className={styles.tool} onClick={reset} disabled={levelIndex === 0}>
          {t('zoomReset')}
        </button>
      </div>
      {/* Focusable so keyboard users can scroll (pan) the zoomed image with the arrow keys and use + / - / 0. */}
      <div
        className={styles.viewport}
        data-pannable={levelIndex > 0 ? 'true' : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onDoubleClick={onDoubleClick}
        onWheel={onWheel}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        role="group"
        aria-label={alt}
        data-testid="zoom-viewport"
      >
        <img className={styles.zoomed} src={large} alt={alt} draggable={false} style={{ width: `${level * 100}%` }} data-zoom-level={level} />
      </div>
    </Modal>
  );
}
