import { Image } from '@silca/ui';
import { BlokList } from '../../core/Blok';
import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { RichText } from '../../core/rich-text-renderer/RichText';
import { hasAsset } from '../../core/schema/assets';
import { InvalidContent } from '../../shared/InvalidContent';
import layout from '../../shared/layout.module.css';
import type { athleteSchema } from './schema';
import styles from './AthleteTemplate.module.css';

export type AthleteTemplateProps = TemplateBaseProps;

/** Athlete biography (docs/requirements/pages.md#interface-elements): 3:4 portrait, name as <h1>, titles, first year, biography. */
export function AthleteTemplate({ story, rels }: AthleteTemplateProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent<typeof athleteSchema>('athlete', story);
  if (!content) return <InvalidContent {...invalid} />;
  const year = content.year === '' || content.year == null ? undefined : String(content.year);
  return (
    <WithRels rels={rels}>
      <article className={styles.athlete} {...editableAttributes(content)}>
        <div className={`${layout.container} ${styles.grid}`}>
          {hasAsset(content.card) ? (
            <Image
              src={content.card}
              alt={content.card.alt ?? content.name}
              priority
              aspectRatio={3 / 4}
              fit="cover"
              width={480}
              height={640}
              sizes="(min-width: 768px) 30vw, 100vw"
              className={styles.card}
            />
          ) : null}
          <div>
            {year ? <p className={layout.eyebrow}>{t('athleteSince', { year })}</p> : null}
            <h1 className={styles.name}>{content.name}</h1>
            {content.titles ? (
              <p className={styles.titles}>
                <span className={styles.label}>{t('athleteTitles')}: </span>
                {content.titles}
              </p>
            ) : null}
            <RichText doc={content.biography} />
          </div>
        </div>
        <BlokList bloks={content.body} />
      </article>
    </WithRels>
  );
}
