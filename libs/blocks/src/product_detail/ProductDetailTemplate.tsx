import { Image } from '@silca/ui';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { BlokList } from '../core/Blok';
import { editableAttributes } from '../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../core/template';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import { isEmptyDocument } from '../rich-text/nodes';
import { RichText } from '../rich-text/RichText';
import { hasAsset } from '../schema/common';
import { formatStoryblokDate, storyblokDateToIso } from '../shared/dates';
import { FileList } from '../shared/FileList';
import { InvalidContent } from '../shared/InvalidContent';
import layout from '../shared/layout.module.css';
import { productDetailSchema, type ProductDetailContent } from './schema';
import styles from './ProductDetailTemplate.module.css';

/** Props of the `product_detail` template: see README.md in this folder. */
export type ProductDetailTemplateProps = TemplateBaseProps;

/**
 * Product page (SPEC.md 3, every product field): gallery and key facts (category name, name as
 * <h1>, type, references, update date) on top; then details, features, technical data (a
 * two-column table), functionality, application, downloads and files, each a section with an
 * <h2> and only when it has content; then any extra `body` bloks.
 */
export function ProductDetailTemplate({ story, rels }: ProductDetailTemplateProps) {
  const { content, invalid } = useTemplateContent(productDetailSchema, story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <ProductDetailView product={content} />
    </WithRels>
  );
}

/** The product page body, shared with `extranet_product_detail` (which adds an eyebrow). */
export function ProductDetailView({ product, eyebrow }: { product: ProductDetailContent; eyebrow?: string }) {
  return (
    <article className={styles.product} {...editableAttributes(product)}>
      <ProductHeader product={product} eyebrow={eyebrow} />
      <ProductSections product={product} />
      <BlokList bloks={product.body} />
    </article>
  );
}

function ProductHeader({ product, eyebrow }: { product: ProductDetailContent; eyebrow?: string }) {
  const { t, i18n } = useBlocksTranslation();
  const images = product.images.filter(hasAsset);
  const [main, ...more] = images;
  const updatedIso = storyblokDateToIso(product.update_date);
  return (
    <header className={`${layout.container} ${styles.header}`}>
      <div className={styles.gallery}>
        {main ? (
          <Image
            src={main}
            alt={main.alt || t('productImageAlt', { name: product.name, index: 1, total: images.length })}
            priority
            width={800}
            height={800}
            aspectRatio={1}
            fit="contain"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className={styles.mainImage}
          />
        ) : null}
        {more.length > 0 ? (
          <ul className={styles.thumbs} aria-label={t('productImages')}>
            {more.map((asset, i) => (
              <li key={`${asset.id ?? i}-${i}`}>
                <Image
                  src={asset}
                  alt={asset.alt || t('productImageAlt', { name: product.name, index: i + 2, total: images.length })}
                  width={200}
                  height={200}
                  aspectRatio={1}
                  fit="contain"
                  sizes="120px"
                  widths={[200, 400]}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.facts}>
        {eyebrow || product.category_name ? <p className={layout.eyebrow}>{eyebrow ?? product.category_name}</p> : null}
        <h1 className={styles.name}>{product.name}</h1>
        <dl className={styles.factList}>
          {product.category_name ? <Fact label={t('productCategory')}>{product.category_name}</Fact> : null}
          {product.type ? <Fact label={t('productType')}>{product.type}</Fact> : null}
          {product.references ? <Fact label={t('productReferences')}>{product.references}</Fact> : null}
        </dl>
        {updatedIso ? (
          <p className={styles.updated}>
            <Trans
              t={t}
              i18nKey="productUpdated"
              values={{ date: formatStoryblokDate(product.update_date, i18n.language || 'en') }}
              components={{ time: <time dateTime={updatedIso} /> }}
            />
          </p>
        ) : null}
      </div>
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ProductSections({ product }: { product: ProductDetailContent }) {
  const { t } = useBlocksTranslation();
  const richSections: [string, string, unknown][] = [
    ['details', t('productDetails'), product.details],
    ['features', t('productFeatures'), product.features],
  ];
  const lateSections: [string, string, unknown][] = [
    ['functionality', t('productFunctionality'), product.functionality],
    ['application', t('productApplication'), product.application],
  ];
  const rows = product.technical_data.filter((row) => row.label.trim() !== '' || row.value.trim() !== '');
  return (
    <div className={`${layout.container} ${styles.sections}`}>
      {richSections.map(([id, title, doc]) => (
        <RichSection key={id} id={id} title={title} doc={doc} />
      ))}
      {rows.length > 0 ? (
        <section className={styles.section} aria-labelledby="product-technical-data">
          <h2 id="product-technical-data" className={styles.sectionTitle}>
            {t('productTechnicalData')}
          </h2>
          <table className={styles.techTable}>
            <thead className={styles.visuallyHidden}>
              <tr>
                <th scope="col">{t('technicalDataProperty')}</th>
                <th scope="col">{t('technicalDataValue')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._uid}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {lateSections.map(([id, title, doc]) => (
        <RichSection key={id} id={id} title={title} doc={doc} />
      ))}
      <FilesSection id="downloads" title={t('productDownloads')} assets={product.downloads} />
      <FilesSection id="files" title={t('productFiles')} assets={product.files} />
    </div>
  );
}

function RichSection({ id, title, doc }: { id: string; title: string; doc: unknown }) {
  if (isEmptyDocument(doc)) return null;
  return (
    <section className={styles.section} aria-labelledby={`product-${id}`}>
      <h2 id={`product-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      <RichText doc={doc} />
    </section>
  );
}

function FilesSection({ id, title, assets }: { id: string; title: string; assets: ProductDetailContent['files'] }) {
  if (!assets.some(hasAsset)) return null;
  return (
    <section className={styles.section} aria-labelledby={`product-${id}`}>
      <h2 id={`product-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      <FileList assets={assets} />
    </section>
  );
}
