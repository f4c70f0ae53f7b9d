import { Image } from '@silca/ui';
import { BlokList } from '../../core/Blok';
import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { TextWithTime } from '../../core/i18n/TextWithTime';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { RichText } from '../../core/rich-text-renderer/RichText';
import { hasAsset } from '../../core/schema/assets';
import { formatStoryblokDate, storyblokDateToIso } from '../../shared/dates';
import { FileList } from '../../shared/FileList';
import { InvalidContent } from '../../shared/InvalidContent';
import layout from '../../shared/layout.module.css';
import type { productResourceSchema } from './schema';
import styles from './ProductResourceTemplate.module.css';

/** `common:nav` key of each resource category value. */
const CATEGORY_KEYS: Readonly<Record<string, string>> = {
  bulletins: 'bulletins',
  catalogs: 'catalogues',
  catalogues: 'catalogues',
  'sales-agent': 'salesAgent',
  documentation: 'documentation',
  'news-bulletins': 'newsBulletins',
};

/** A resource's category in the page's language (docs/requirements/product.md#every-language-its-own-words); unknown ones as written. */
function categoryLabel(category: string, t: (key: string, options: { defaultValue: string }) => string): string {
  const key = CATEGORY_KEYS[category];
  return key ? t(`common:nav.${key}`, { defaultValue: category }) : category;
}

export type ProductResourceTemplateProps = TemplateBaseProps;

/** A resource: cover beside title, date, description and files; then body bloks. */
export function ProductResourceTemplate({ story, rels }: ProductResourceTemplateProps) {
  const { t, i18n } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent<typeof productResourceSchema>('product_resource', story);
  if (!content) return <InvalidContent {...invalid} />;
  const iso = storyblokDateToIso(content.date);
  return (
    <WithRels rels={rels}>
      <article className={styles.resource} {...editableAttributes(content)}>
        <div className={`${layout.container} ${styles.grid}`}>
          {hasAsset(content.image) ? (
            <Image src={content.image} alt={content.image.alt ?? ''} priority width={480} sizes="(min-width: 768px) 33vw, 100vw" className={styles.cover} />
          ) : null}
          <div>
            {content.category ? <p className={layout.eyebrow}>{categoryLabel(content.category, i18n.t)}</p> : null}
            <h1 className={styles.title}>{content.title}</h1>
            {iso ? (
              <p className={styles.date}>
                <TextWithTime text={t('publishedOn', { date: formatStoryblokDate(content.date, t) })} dateTime={iso} />
              </p>
            ) : null}
            <RichText doc={content.description} />
            {content.files.some(hasAsset) ? (
              <section aria-labelledby="resource-files" className={styles.files}>
                <h2 id="resource-files" className={styles.filesTitle}>
                  {t('productDownloads')}
                </h2>
                <FileList assets={content.files} />
              </section>
            ) : null}
          </div>
        </div>
        <BlokList bloks={content.body} />
      </article>
    </WithRels>
  );
}
