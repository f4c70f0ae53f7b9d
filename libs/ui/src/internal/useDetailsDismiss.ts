import { useEffect, type RefObject } from 'react';

/** Menu dismissal for `<details>` disclosures in `root`: Escape returns focus to the `<summary>`, an outside click or focus closes. */
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
