import { BlokList } from '../../core/Blok';
import { editableAttributes } from '../../core/editable';
import { startsWithHero } from '../../core/position';
import { InvalidContent } from '../../shared/InvalidContent';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import layout from '../../shared/layout.module.css';
import type { pageSchema } from './schema';
import styles from './PageTemplate.module.css';

export type PageTemplateProps = TemplateBaseProps;

/** Generic page: `body` bloks, after a title <h1> unless the body opens with a hero: one <h1> per page. */
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
