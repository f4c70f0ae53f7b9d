import { BlokList } from '../../core/Blok';
import { editableAttributes } from '../../core/editable';
import { startsWithHero } from '../../core/position';
import { InvalidContent } from '../../shared/InvalidContent';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import layout from '../../shared/layout.module.css';
import type { pageSchema } from './schema';
import styles from './PageTemplate.module.css';

/** Props of the `page` template: see README.md in this folder. */
export type PageTemplateProps = TemplateBaseProps;

/**
 * Generic page (`page` content type): renders `body` bloks in order. When the body does not
 * open with a hero, a page header with the title as <h1> comes first, so every page has
 * exactly one <h1>.
 */
export function PageTemplate({ story, rels }: PageTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof pageSchema>('page', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <div className={styles.page} {...editableAttributes(content)}>
        {startsWithHero(content.body) ? null : (
          <header className={`${layout.container} ${styles.header}`}>
            <h1 className={styles.title}>{content.title}</h1>
          </header>
        )}
        <BlokList bloks={content.body} />
      </div>
    </WithRels>
  );
}
