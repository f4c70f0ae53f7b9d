import { useEffect, useState } from 'react';

/** Whether a mouse button, pen or finger is down anywhere in the document (one listener pair for the page). */
let pressed = false;
let watching = false;
const waiting = new Set<() => void>();

function watchPointer(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const release = () => {
    pressed = false;
    // pointerup, mouseup and click are dispatched in one task: the next task comes after the click.
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
 * `value`, except that a change arriving while a pointer is pressed shows only after that press
 * has ended and its click was dispatched. A field validated on blur is blurred by the mousedown
 * on the next control: its message appearing at once moved that control (the consent box 25 px
 * down) between mousedown and mouseup, and the click was lost
 * (docs/requirements/forms.md#validation-messages). The first render (server and hydration) shows
 * `value` as given; later changes show from the effect after the render that brought them.
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
