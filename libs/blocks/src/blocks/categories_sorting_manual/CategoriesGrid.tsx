import { StoryCard } from '../../shared/cards/StoryCard';
import type { SbStory } from '../../core/schema/common';
import layout from '../../shared/layout.module.css';
import { StoryGrid } from '../../shared/StoryGrid';

/** A section of category (or page) cards; nothing when there are no stories. */
export function CardsSection({ title, stories, editable }: { title?: string; stories: readonly SbStory[]; editable: Record<string, string | undefined> }) {
  if (stories.length === 0) return null;
  return (
    <section className={`${layout.container} ${layout.section}`} {...editable}>
      {title ? <h2 className={layout.sectionTitle}>{title}</h2> : null}
      <StoryGrid>
        {stories.map((story) => (
          <StoryCard key={story.uuid} story={story} headingLevel={title ? 3 : 2} />
        ))}
      </StoryGrid>
    </section>
  );
}
