import { LoadMoreButton, useLinkContext } from '@silca/ui';
import { MonthPicker, YearPicker } from '@silca/ui/pickers';
import { AthleteCard } from '../../shared/cards/AthleteCard';
import { EventCard } from '../../shared/cards/EventCard';
import { NewsCard } from '../../shared/cards/NewsCard';
import { useCollection } from '../../core/collections';
import { useBlocksContext } from '../../core/context';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import layout from '../../shared/layout.module.css';
import { StoryGrid } from '../../shared/StoryGrid';
import { useLoadMore } from '../../shared/useLoadMore';
import type { NewsGridBlok } from './schema';
import styles from './NewsGrid.module.css';

function currentPage(search: string): number {
  const n = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The search with `month`/`year` replaced and `page` dropped: a new filter starts at page 1. */
function withDate(search: string, date: { month?: string; year?: number }): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('month');
  params.delete('year');
  if (date.month) params.set('month', date.month);
  else if (date.year) params.set('year', String(date.year));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/**
 * News, press, event or athlete cards with "Load more" (docs/requirements/pages.md#listings): a `?page=N+1` link without JavaScript,
 * appended in place with it (`useLoadMore`); events get month and year pickers (a GET form). Empty: the empty-state message
 * (docs/requirements/pages.md#error-messages).
 */
export function NewsGrid({ blok }: BlockProps<NewsGridBlok>) {
  const { t, i18n } = useBlocksTranslation();
  const { search } = useBlocksContext();
  const { navigate } = useLinkContext();
  const { stories, total, months, filter } = useCollection(blok._uid);
  const isEvents = blok.content_type === 'event';
  const isAthletes = blok.content_type === 'athlete';
  const { listRef, onLoadMore, loading } = useLoadMore(stories.length, search);
  const level = blok.title ? 3 : 2;
  const years = [...new Set((months ?? []).map((m) => Number(m.slice(0, 4))))];
  const firstDate = (stories[0]?.content as { date_from?: unknown } | undefined)?.date_from;
  const firstYear = typeof firstDate === 'string' && /^\d{4}/.test(firstDate) ? Number(firstDate.slice(0, 4)) : years[0];
  const picked = filter?.month ?? (filter?.year ? String(filter.year) : undefined);
  const pick = navigate ? (date: { month?: string; year?: number }) => navigate(withDate(search, date), { preventScrollReset: true }) : undefined;
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
      {isEvents && years.length > 0 ? (
        <form method="get" className={styles.pickers} data-testid="event-pickers">
          <YearPicker name="year" years={years} value={filter?.year ?? null} onChange={pick ? (year) => pick({ year }) : undefined} />
          <MonthPicker
            key={filter?.year ?? 'all'}
            name="month"
            value={filter?.month ?? null}
            min={months?.[0]}
            max={months?.[months.length - 1]}
            initialYear={filter?.year ?? firstYear}
            locale={i18n.language || 'en'}
            onChange={pick ? (month) => pick({ month }) : undefined}
          />
          {picked ? (
            <p className={styles.picked}>
              <a href={withDate(search, {})} onClick={pick ? (e) => (e.preventDefault(), pick({})) : undefined}>
                {t('eventAllDates')}
              </a>
            </p>
          ) : null}
        </form>
      ) : null}
      {stories.length === 0 ? (
        <p className={styles.empty} role="status">
          {t(isEvents ? 'noEvents' : 'noNews')}
        </p>
      ) : (
        <StoryGrid min={isAthletes ? '14rem' : '18rem'} listRef={listRef}>
          {stories.map((story) =>
            isEvents ? (
              <EventCard key={story.uuid} story={story} headingLevel={level} />
            ) : isAthletes ? (
              <AthleteCard key={story.uuid} story={story} headingLevel={level} />
            ) : (
              <NewsCard key={story.uuid} story={story} headingLevel={level} />
            ),
          )}
        </StoryGrid>
      )}
      {typeof total === 'number' && stories.length > 0 && stories.length < total ? (
        <LoadMoreButton nextPage={currentPage(search) + 1} search={search} onLoadMore={onLoadMore} loading={loading} status={`${stories.length} / ${total}`} />
      ) : null}
    </section>
  );
}
