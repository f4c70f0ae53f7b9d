import { useEffect, type RefObject } from 'react';

/**
 * Enhances a `<details>` disclosure (which works without JavaScript) with the dismissal users
 * expect from a menu: Escape closes it and returns focus to its `<summary>`; a click or focus
 * outside closes it. `root` may contain several `<details>` (a menu bar); each is handled.
 */
export function useDetailsDismiss(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    const openDetails = () => Array.from(container.querySelectorAll<HTMLDetailsElement>('details[open]'));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const target = event.target as Node;
      const current = openDetails()
        .filter((d) => d.contains(target))
        .pop();
      if (!current) return;
      current.open = false;
      current.querySelector<HTMLElement>(':scope > summary')?.focus();
      event.stopPropagation();
    };
    const onOutside = (event: Event) => {
      for (const details of openDetails()) {
        if (!details.contains(event.target as Node)) details.open = false;
      }
    };
    // Opening one menu of a menu bar closes its open siblings.
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open) return;
      for (const details of openDetails()) {
        if (details !== opened && !details.contains(opened)) details.open = false;
      }
    };
    container.addEventListener('keydown', onKeyDown);
    container.addEventListener('toggle', onToggle, true);
    document.addEventListener('click', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('click', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [root]);
}
