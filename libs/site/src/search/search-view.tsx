import { Form, Link, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacetValue, SearchHit, TextPart } from '@silca/search';
import type { ExtranetSearchData } from '../extranet/extranet-search.server';
import type { SearchPageData, SearchState } from './search-page.server';
import styles from './search-view.module.css';

/** Same grammar as libs/search `parseSearchParams` (no server code here). */
function queryString(q: string, types: string[], categories: string[], page = 1): string {
  const p = new URLSearchParams();
  if (q) p.set('q', q);
  for (const t of types) p.append('type', t);
  for (const c of categories) p.append('category', c);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** Matched words in `<mark>`; parts come split from the server, never raw HTML. */
export function Highlighted({ parts }: { parts: TextPart[] }) {
  return <>{parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}

function Facet({ title, values, label, href }: { title: string; values: FacetValue[]; label: (v: string) => string; href: (v: string) => string }) {
  if (values.length === 0) return null;
  return (
    <fieldset className={styles.facet}>
      <legend>{title}</legend>
      <ul>
        {values.map((v) => (
          <li key={v.value}>
            <Link
              to={href(v.value)}
              preventScrollReset
              replace
              className={v.selected ? styles.selected : undefined}
              aria-current={v.selected ? 'true' : undefined}
              rel="nofollow"
            >
              <span className={styles.box} aria-hidden="true">
                {v.selected ? '✓' : ''}
              </span>
              <span>{label(v.value)}</span> <span className={styles.count}>({v.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Hit({ hit, state, locale }: { hit: SearchHit; state: SearchState; locale: string }) {
  const date = hit.date && (hit.type === 'news' || hit.type === 'press-release' || hit.type === 'event') ? new Date(hit.date) : null;
  return (
    <li className={styles.hit}>
      {hit.image ? <img className={styles.thumb} src={hit.image} alt="" width={96} height={72} loading="lazy" /> : null}
      <div>
        <p className={styles.meta}>
          <span>{state.strings.types[hit.type] ?? hit.type}</span>
          {hit.category ? <span> · {hit.category}</span> : null}
          {date ? (
            <time dateTime={hit.date!}> · {date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}</time>
          ) : null}
        </p>
        <h2 className={styles.title}>
          <Link to={hit.url}>
            <Highlighted parts={hit.title} />
          </Link>
        </h2>
        {hit.snippet.length ? (
          <p className={styles.snippet}>
            <Highlighted parts={hit.snippet} />
          </p>
        ) : null}
      </div>
    </li>
  );
}

function pageWindow(page: number, pages: number): number[] {
  const from = Math.max(1, Math.min(page - 2, pages - 4));
  return Array.from({ length: Math.min(5, pages) }, (_, i) => from + i);
}

/** Search results: GET form, facets, hits, pagination, no-results text (docs/requirements/search.md#search-page). */
export function SearchResults({ state, heading, locale }: { state: SearchState; heading: string; locale: string }) {
  const { t } = useTranslation('common');
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const { input, result, path } = state;
  // Answers to the visitor's own typing leave the field alone (they may have typed more); a query from elsewhere (back button, a link)
  // replaces it.
  const field = useRef<HTMLInputElement>(null);
  const typed = useRef<string | null>(null);
  useEffect(() => {
    const element = field.current;
    if (element && input.query !== typed.current && element.value !== input.query) element.value = input.query;
  }, [input.query]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      typed.current = field.current?.value ?? null;
      if (form) submit(form, { replace: true, preventScrollReset: true });
    }, 250);
  };
  const onSubmit = () => {
    clearTimeout(timer.current);
    typed.current = null;
  };
  const link = (types: string[], categories: string[], page = 1) => path + queryString(input.query, types, categories, page);
  const activeFilters = input.types.length + input.categories.length;
  const hasFilters = activeFilters > 0;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resetHref = path + queryString(input.query, [], []);
  const busy = navigation.state === 'loading' && navigation.location?.pathname === path;

  return (
    <div className={`silca-container ${styles.page}`}>
      <h1 className={styles.heading}>{heading}</h1>
      <Form method="get" action={path} role="search" className={styles.form} aria-label={t('search.label')} onSubmit={onSubmit}>
        <label htmlFor="search-page-q" className={styles.visuallyHidden}>
          {t('search.label')}
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          ref={field}
          defaultValue={input.query}
          placeholder={t('search.placeholder')}
          maxLength={200}
          autoComplete="off"
          onChange={onChange}
        />
        {input.types.map((v) => (
          <input key={`t-${v}`} type="hidden" name="type" value={v} />
        ))}
        {input.categories.map((v) => (
          <input key={`c-${v}`} type="hidden" name="category" value={v} />
        ))}
        <button type="submit">{t('search.submit')}</button>
      </Form>

      <div aria-live="polite" aria-busy={busy} className={styles.status}>
        {state.status === 'rate-limited' ? <p role="alert">{state.strings.tooMany}</p> : null}
        {state.status === 'unavailable' ? <p role="alert">{state.strings.unavailable}</p> : null}
        {result && result.nbHits > 0 ? <p>{t('search.results', { count: result.nbHits, query: input.query })}</p> : null}
      </div>

      {result ? (
        <div className={styles.layout}>
          <aside className={styles.facets} aria-label={`${state.strings.typeFacet}, ${state.strings.categoryFacet}`}>
            {/* On phones the facets fold behind a "Filters" toggle (a <details>: no JavaScript needed),
                so the results start above the fold; from 48rem they are always open beside the results
                (docs/requirements/search.md#search-page-filters). */}
            <details className={styles.filterPanel} open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
              <summary className={styles.filterToggle}>
                {t('filters.title')}
                {activeFilters > 0 ? <span className={styles.badge}>{activeFilters}</span> : null}
              </summary>
              <Facet
                title={state.strings.typeFacet}
                values={result.facets.type}
                label={(v) => state.strings.types[v as keyof SearchState['strings']['types']] ?? v}
                href={(v) => link(toggle(input.types, v), input.categories)}
              />
              <Facet
                title={state.strings.categoryFacet}
                values={result.facets.category}
                label={(v) => v}
                href={(v) => link(input.types, toggle(input.categories, v))}
              />
              <p className={styles.filterActions}>
                {hasFilters ? (
                  <Link to={resetHref} className={styles.reset} replace preventScrollReset>
                    {state.strings.reset}
                  </Link>
                ) : null}
                <a href="#search-results" className={styles.showResults} onClick={() => setFiltersOpen(false)}>
                  {t('filters.showResults', { count: result.nbHits })}
                </a>
              </p>
            </details>
          </aside>
          <div className={styles.results} id="search-results" tabIndex={-1}>
            {result.hits.length === 0 ? (
              <div className={styles.empty}>
                <p>{t('empty.noResults')}</p>
                {/* Only filters can be reset: a search without any offers none (it would lead back to the same results). */}
                {hasFilters ? (
                  <p>
                    <Link to={resetHref} className={styles.reset}>
                      {state.strings.reset}
                    </Link>
                  </p>
                ) : null}
              </div>
            ) : (
              <ol className={styles.hits}>
                {result.hits.map((hit) => (
                  <Hit key={hit.id} hit={hit} state={state} locale={locale} />
                ))}
              </ol>
            )}
            {result.nbPages > 1 ? (
              <nav
                className={styles.pages}
                aria-label={state.strings.page.replace('{{page}}', String(result.page)).replace('{{pages}}', String(result.nbPages))}
              >
                {result.page > 1 ? (
                  <Link to={link(input.types, input.categories, result.page - 1)} rel="prev">
                    {t('actions.previous')}
                  </Link>
                ) : null}
                {pageWindow(result.page, result.nbPages).map((n) => (
                  <Link key={n} to={link(input.types, input.categories, n)} aria-current={n === result.page ? 'page' : undefined}>
                    {n}
                  </Link>
                ))}
                {result.page < result.nbPages ? (
                  <Link to={link(input.types, input.categories, result.page + 1)} rel="next">
                    {t('actions.next')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The public search page (docs/requirements/search.md#search-page). */
export function SearchView({ data }: { data: SearchPageData }) {
  const heading = data.seo?.name || String(data.story.content.title ?? data.story.name);
  return <SearchResults state={data.search} heading={heading} locale={data.locale} />;
}

/** The partner search (docs/requirements/search.md#partner-search). */
export function ExtranetSearchView({ data }: { data: ExtranetSearchData }) {
  return <SearchResults state={data.search} heading={data.heading} locale={data.locale} />;
}
