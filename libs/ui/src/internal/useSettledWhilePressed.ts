import { useEffect, useState } from 'react';

/** One listener pair for the page. */
let pressed = false;
let watching = false;
const waiting = new Set<() => void>();

function watchPointer(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => {
    pressed = false;
    // pointerup, mouseup and click come in one task: the next task follows the click.
    setTimeout(() => {
      const callbacks = [...waiting];
      waiting.clear();
      for (const callback of callbacks) callback();
    }, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * `value`, but a change during a pointer press shows only after its click: a blur message must not move the control being clicked
 * (docs/requirements/forms.md#validation-messages). The first render shows `value` as given.
 */
export function useSettledWhilePressed<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    watchPointer();
    if (Object.is(shown, value)) return;
    if (!pressed) {
      setShown(value);
      return;
    }
    const show = () => setShown(value);
    waiting.add(show);
    return () => {
      waiting.delete(show);
    };
  }, [value, shown]);
  return shown;
}
