import { Image, Link } from '@silca/ui';
import { BlokList } from '../../core/Blok';
import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { telHref } from '../../blocks/commercial_card/CommercialCard';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { RichText } from '../../core/rich-text-renderer/RichText';
import { hasAsset } from '../../core/schema/assets';
import { InvalidContent } from '../../shared/InvalidContent';
import layout from '../../shared/layout.module.css';
import type { shopSchema } from './schema';
import styles from './ShopTemplate.module.css';

export type ShopTemplateProps = TemplateBaseProps;

/** Branded shop: photo, name as <h1>, description, an <address> with tel: and mailto: links. */
export function ShopTemplate({ story, rels }: ShopTemplateProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent<typeof shopSchema>('shop', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <article className={styles.shop} {...editableAttributes(content)}>
        <div className={`${layout.container} ${styles.grid}`}>
          <div>
            {content.city ? <p className={layout.eyebrow}>{content.city}</p> : null}
            <h1 className={styles.name}>{content.name}</h1>
            <RichText doc={content.description} />
            <address className={styles.address}>
              {content.address || content.city ? (
                <p>
                  <strong>{t('shopAddress')}</strong>
                  <br />
                  {[content.address, content.city].filter(Boolean).join(', ')}
                </p>
              ) : null}
              {content.opening_hours ? (
                <p>
                  <strong>{t('shopOpeningHours')}</strong>
                  <br />
                  {content.opening_hours}
                </p>
              ) : null}
              {content.phone ? (
                <p>
                  <Link href={telHref(content.phone)}>{content.phone}</Link>
                </p>
              ) : null}
              {content.email ? (
                <p>
                  <Link href={`mailto:${content.email}`}>{content.email}</Link>
                </p>
              ) : null}
            </address>
          </div>
          {hasAsset(content.image) ? (
            <Image
              src={content.image}
              alt={content.image.alt ?? ''}
              priority
              aspectRatio={3 / 2}
              fit="cover"
              sizes="(min-width: 1024px) 50vw, 100vw"
              className={styles.image}
            />
          ) : null}
        </div>
        <BlokList bloks={content.body} />
      </article>
    </WithRels>
  );
}
