import { ArticleHeader } from '../../blocks/article_hero/ArticleHero';
import { BlokList } from '../../core/Blok';
import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { RichText } from '../../core/rich-text-renderer/RichText';
import { InvalidContent } from '../../shared/InvalidContent';
import type { newsArticleSchema } from './schema';
import styles from './NewsArticleTemplate.module.css';

export type NewsArticleTemplateProps = TemplateBaseProps;

/** News item or press release: article header, rich-text body at reading width, extra bloks. */
export function NewsArticleTemplate({ story, rels }: NewsArticleTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof newsArticleSchema>('news_article', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <article className={styles.article} {...editableAttributes(content)}>
        <ArticleHeader title={content.title} eyebrow={content.category} date={content.date} excerpt={content.excerpt} image={content.image} level={1} />
        <div className={`silca-container ${styles.body}`}>
          <RichText doc={content.body} />
        </div>
        <BlokList bloks={content.bloks} />
      </article>
    </WithRels>
  );
}
