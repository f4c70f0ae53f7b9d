import { useNavigate } from '@remix-run/react';
import type { Locale } from '@silca/i18n';
import type { SearchHit } from '@silca/search';
import { useEffect, useRef, useState } from 'react';
import { isPageLink } from '../links/page-link';
import { market } from '../market';
import { Highlighted } from './search-view';
import styles from './header-search.module.css';

/** What the combobox field carries while the type-ahead runs. */
export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
}

export interface SuggestProps {
  inputId: string;
  listId: string;
  labelId: string;
  locale: Locale;
  onState: (state: ComboboxState) => void;
}

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The type-ahead, loaded on first focus: up to five hits 200 ms after typing stops (docs/requirements/search.md#header-type-ahead). */
export function HeaderSearchSuggest({ inputId, listId, labelId, locale, onState }: SuggestProps) {
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const seq = useRef(0);
  const navigate = useNavigate();
  // The key handler is attached once, so it reads the latest list here.
  const current = useRef({ hits, open, active });
  current.current = { hits, open, active };

  const follow = (hit: SearchHit) => {
    setOpen(false);
    // A file (a download's PDF) is an ordinary navigation.
    if (isPageLink(hit.url, market)) navigate(hit.url);
    else window.location.assign(hit.url);
  };
  const followRef = useRef(follow);
  followRef.current = follow;

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      const q = input.value.trim();
      const id = ++seq.current;
      if (!q) {
        setHits([]);
        setOpen(false);
        return;
      }
      fetch(`/api/search?${new URLSearchParams({ q, locale })}`, { headers: { Accept: 'application/json' } })
        .then((r) => (r.ok ? (r.json() as Promise<{ hits: SearchHit[] }>) : { hits: [] }))
        .then((body) => {
          if (id !== seq.current) return;
          const { hits: before, active: index } = current.current;
          const activeHit = index === -1 ? undefined : before[index]?.id;
          setHits(body.hits);
          setActive(activeHit === undefined ? -1 : body.hits.findIndex((h) => h.id === activeHit));
          setOpen(body.hits.length > 0 && document.activeElement === input);
        })
        .catch(() => undefined);
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(run, 200);
    };
    const onKey = (e: KeyboardEvent) => {
      const { hits: list, open: shown, active: index } = current.current;
      if (e.key === 'Escape') {
        if (shown) e.preventDefault();
        setOpen(false);
        setActive(-1);
        return;
      }
      if (list.length === 0) return;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setOpen(true);
        if (!shown) return setActive(e.key === 'ArrowDown' ? 0 : list.length - 1);
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive(index === -1 ? (step === 1 ? 0 : list.length - 1) : (index + step + list.length) % list.length);
      } else if (shown && (e.key === 'Home' || e.key === 'End') && index !== -1) {
        e.preventDefault();
        setActive(e.key === 'Home' ? 0 : list.length - 1);
      } else if (e.key === 'Enter' && shown && index !== -1 && list[index]) {
        e.preventDefault();
        followRef.current(list[index]);
      }
    };
    // A press on an option keeps the focus (see onMouseDown).
    const onBlur = () => setOpen(false);
    const onFocus = () => setOpen(current.current.hits.length > 0 && input.value.trim() !== '');
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKey);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    if (input.value.trim()) run();
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
    };
  }, [inputId, locale]);

  const shown = open && hits.length > 0;
  const activeId = shown && active !== -1 ? optionId(listId, active) : undefined;
  useEffect(() => onState({ expanded: shown, activeId }), [shown, activeId, onState]);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  if (!shown) return null;
  return (
    <ul id={listId} role="listbox" aria-labelledby={labelId} className={styles.suggest} data-testid="search-suggestions">
      {hits.map((h, index) => (
        // An option's children are presentational, so it holds no link: a press follows the hit.
        <li
          key={h.id}
          id={optionId(listId, index)}
          role="option"
          aria-selected={index === active}
          data-href={h.url}
          className={index === active ? styles.active : undefined}
          onMouseDown={(e) => e.preventDefault()}
          onMouseMove={() => setActive(index)}
          onClick={() => follow(h)}
        >
          <Highlighted parts={h.title} />
        </li>
      ))}
    </ul>
  );
}
