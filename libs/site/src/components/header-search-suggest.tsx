import type { Locale } from '@silca/i18n';
import type { SearchHit } from '@silca/search';
import { useEffect, useRef, useState } from 'react';
import { Highlighted } from './search-view';
import styles from './header-search.module.css';

/**
 * Type-ahead under the header search field (docs/requirements/search.md#search-goals), loaded on first focus: after 200 ms
 * without typing it asks `GET /api/search?q=&locale=` (public index only) and lists up to five
 * results as links; Escape or an empty field closes the list. Stale answers are dropped.
 */
export function HeaderSearchSuggest({ inputId, locale }: { inputId: string; locale: Locale }) {
  const [hits, setHits] = useState<SearchHit[]>([]);
  const seq = useRef(0);
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      const q = input.value.trim();
      const id = ++seq.current;
      if (!q) return setHits([]);
      fetch(`/api/search?${new URLSearchParams({ q, locale })}`, { headers: { Accept: 'application/json' } })
        .then((r) => (r.ok ? (r.json() as Promise<{ hits: SearchHit[] }>) : { hits: [] }))
        .then((body) => {
          if (id === seq.current) setHits(body.hits);
        })
        .catch(() => undefined);
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(run, 200);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setHits([]);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKey);
    if (input.value.trim()) run();
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKey);
    };
  }, [inputId, locale]);
  if (hits.length === 0) return null;
  return (
    <ul className={styles.suggest} aria-label="Suggestions" data-testid="search-suggestions">
      {hits.map((h) => (
        <li key={h.id}>
          <a href={h.url}>
            <Highlighted parts={h.title} />
          </a>
        </li>
      ))}
    </ul>
  );
}
