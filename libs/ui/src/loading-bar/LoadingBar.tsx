import { useEffect, useReducer, useRef } from 'react';
import { cx } from '../internal/cx';
import styles from './LoadingBar.module.css';

/** Loading bar timings in ms and height in px (docs/requirements/pages.md#loading-bar). */
export const LOADING_BAR = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: 3,
} as const;

/** The app maps its navigation state to it. */
export type LoadingBarState = 'idle' | 'loading' | 'error';

export interface LoadingBarProps {
  state: LoadingBarState;
}

interface BarModel {
  visible: boolean;
  progress: number;
  error: boolean;
}

type Action = { type: 'show' } | { type: 'progress'; value: number } | { type: 'finish'; error: boolean } | { type: 'hide' } | { type: 'reset' };

function reducer(model: BarModel, action: Action): BarModel {
  switch (action.type) {
    case 'show':
      return { visible: true, progress: Math.max(model.progress, 0.05), error: false };
    case 'progress':
      return { ...model, progress: action.value };
    case 'finish':
      return { ...model, progress: 1, error: action.error };
    case 'hide':
      return { ...model, visible: false };
    case 'reset':
      return { visible: false, progress: 0, error: false };
  }
}

/** 0..0.9 after `elapsed` ms, easing out over `duration`; never completes by itself. */
export function loadingProgress(elapsed: number, duration: number = LOADING_BAR.duration): number {
  if (!(elapsed > 0)) return 0;
  const t = Math.min(elapsed / duration, 1);
  return 0.9 * (1 - (1 - t) ** 3);
}

/**
 * The top loading bar (docs/requirements/pages.md#loading-bar), driven by `state` with {@link LOADING_BAR}'s timings, red on error;
 * `aria-hidden`: announcing loads is the router's job.
 */
export function LoadingBar({ state }: LoadingBarProps) {
  const [model, dispatch] = useReducer(reducer, { visible: false, progress: 0, error: false });
  const shown = useRef(false);

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    let interval: ReturnType<typeof setInterval> | undefined;
    if (state === 'loading') {
      const start = Date.now();
      timers.push(
        setTimeout(() => {
          shown.current = true;
          dispatch({ type: 'show' });
          interval = setInterval(() => dispatch({ type: 'progress', value: loadingProgress(Date.now() - start) }), 100);
        }, LOADING_BAR.throttle),
      );
    } else if (shown.current || state === 'error') {
      if (state === 'error') dispatch({ type: 'show' });
      dispatch({ type: 'finish', error: state === 'error' });
      timers.push(
        setTimeout(() => {
          dispatch({ type: 'hide' });
          timers.push(
            setTimeout(() => {
              shown.current = false;
              dispatch({ type: 'reset' });
            }, LOADING_BAR.resetDelay),
          );
        }, LOADING_BAR.hideDelay),
      );
    }
    return () => {
      timers.forEach(clearTimeout);
      if (interval) clearInterval(interval);
    };
  }, [state]);

  return (
    <div
      className={cx(styles.bar, model.visible && styles.visible, model.error && styles.error)}
      style={{ ['--silca-progress' as string]: String(model.progress) }}
      aria-hidden="true"
      data-state={model.visible ? (model.error ? 'error' : 'loading') : 'idle'}
    >
      <div className={styles.fill} />
    </div>
  );
}
