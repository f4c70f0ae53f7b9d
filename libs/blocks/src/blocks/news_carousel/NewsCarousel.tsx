import { NewsCard } from '../../shared/cards/NewsCard';
import { Carousel } from '../../shared/carousel/Carousel';
import { useCollection } from '../../core/collections';
import { resolveRelations, useBlocksContext } from '../../core/context';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import layout from '../../shared/layout.module.css';
import type { NewsCarouselBlok } from './schema';

/** A carousel of news or event cards (the editor's picks, else the latest of a folder). Empty: nothing. */
export function NewsCarousel({ blok }: BlockProps<NewsCarouselBlok>) {
  const { rels } = useBlocksContext();
  const { t } = useBlocksTranslation();
  const automatic = useCollection(blok._uid).stories;
  const stories = blok.news.length > 0 ? resolveRelations(blok.news, rels) : automatic;
  if (stories.length === 0) return null;
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      <h2 className={layout.sectionTitle}>{blok.title}</h2>
      <Carousel label={t('carouselLabel', { title: blok.title })}>
        {stories.map((story) => (
          <NewsCard key={story.uuid} story={story} />
        ))}
      </Carousel>
    </section>
  );
}
