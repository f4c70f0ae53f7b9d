import { LoadMoreButton } from '@silca/ui';
import { NewsCard } from '../cards/NewsCard';
import { useCollection } from '../core/collections';
import { useBlocksContext } from '../core/context';
import type { BlockProps } from '../core/define';
import { editableAttributes } from '../core/editable';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import layout from '../shared/layout.module.css';
import { StoryGrid } from '../shared/StoryGrid';
import type { NewsGridBlok } from './schema';
import styles from './NewsGrid.module.css';

/** `?page=N` of a search string (>= 1). */
function currentPage(search: string): number {
  const n = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * A grid of news or event cards with "Load more" (SPEC.md 2.5): a link to `?page=N+1` that
 * works without JavaScript (the site renders pages 1..N). Empty: the "no news"/"no events"
 * message (SPEC.md 8).
 */
export function NewsGrid({ blok }: BlockProps<NewsGridBlok>) {
  const { t } = useBlocksTranslation();
  const { search } = useBlocksContext();
  const { stories, total } = useCollection(blok._uid);
  const isEvents = blok.content_type === 'event';
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
      {stories.length === 0 ? (
        <p className={styles.empty}>{t(isEvents ? 'noEvents' : 'noNews')}</p>
      ) : (
        <StoryGrid min="18rem">
          {stories.map((story) => (
            <NewsCard key={story.uuid} story={story} headingLevel={blok.title ? 3 : 2} />
          ))}
        </StoryGrid>
      )}
      {typeof total === 'number' && stories.length > 0 && stories.length < total ? (
        <LoadMoreButton nextPage={currentPage(search) + 1} search={search} />
      ) : null}
    </section>
  );
}
