import { Image } from '@silca/ui';
import { ImageZoom } from '@silca/ui/zoom';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { BlokList } from '../../core/Blok';
import { useBlocksContext } from '../../core/context';
import { DOWNLOADS_ACTION } from '../../blocks/downloadable_list/DownloadableList';
import { editableAttributes } from '../../core/editable';
import { PRODUCT_MAIN_IMAGE } from '../../core/lead-image';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { TextWithTime } from '../../core/i18n/TextWithTime';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { isEmptyDocument } from '../../core/rich-text-renderer/nodes';
import { RichText } from '../../core/rich-text-renderer/RichText';
import { hasAsset } from '../../core/schema/assets';
import { formatStoryblokDate, storyblokDateToIso } from '../../shared/dates';
import { DownloadChoices } from '../../shared/DownloadChoices';
import { assetLabel, FileList } from '../../shared/FileList';
import { InvalidContent } from '../../shared/InvalidContent';
import layout from '../../shared/layout.module.css';
import { RelatedProducts } from './RelatedProducts';
import type { productDetailSchema, ProductDetailContent } from './schema';
import styles from './ProductDetailTemplate.module.css';

export interface ProductDetailTemplateProps extends TemplateBaseProps {
  /** `RelatedProduct[]` (docs/requirements/pages.md#related-products); none: no section. */
  relatedProducts?: unknown;
}

/**
 * Product page (docs/requirements/content.md#entities): gallery and key facts, then each field's section with an <h2> when it has content,
 * extra bloks, related products (docs/requirements/pages.md#related-products).
 */
export function ProductDetailTemplate({ story, rels, relatedProducts }: ProductDetailTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof productDetailSchema>('product_detail', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <ProductDetailView product={content} downloadId={typeof story.uuid === 'string' ? story.uuid : undefined} />
      <RelatedProducts items={relatedProducts} />
    </WithRels>
  );
}

/**
 * The product body, shared with `extranet_product_detail`; without `downloadId` (extranet) nothing is offered as a zip
 * (docs/requirements/pages.md#downloads).
 */
export function ProductDetailView({ product, eyebrow, downloadId }: { product: ProductDetailContent; eyebrow?: string; downloadId?: string }) {
  return (
    <article className={styles.product} {...editableAttributes(product)}>
      <ProductHeader product={product} eyebrow={eyebrow} />
      <ProductSections product={product} downloadId={downloadId} />
      <BlokList bloks={product.body} />
    </article>
  );
}

function ProductHeader({ product, eyebrow }: { product: ProductDetailContent; eyebrow?: string }) {
  const { t } = useBlocksTranslation();
  const images = product.images.filter(hasAsset);
  const updatedIso = storyblokDateToIso(product.update_date);
  return (
    <header className={`${layout.container} ${styles.header}`}>
      <ProductGallery images={images} name={product.name} />
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
            <TextWithTime text={t('productUpdated', { date: formatStoryblokDate(product.update_date, t) })} dateTime={updatedIso} />
          </p>
        ) : null}
      </div>
    </header>
  );
}

/** The asset's width from its URL, at most 2,000 px for the image service's 4 MP budget; 1,600 when unknown. */
function zoomWidthOf(filename: string): number {
  const match = /\/(\d{2,5})x(\d{2,5})\//.exec(filename);
  const width = match ? Number(match[1]) : 1600;
  const height = match ? Number(match[2]) : 1200;
  const byPixels = Math.floor(Math.sqrt((4_000_000 * width) / Math.max(1, height)));
  return Math.max(200, Math.min(width, 2000, byPixels));
}

/** `?image=N` (1-based): the picture shown first, also without JavaScript. */
function imageFromSearch(search: string, count: number): number {
  const n = Number(new URLSearchParams(search).get('image'));
  return Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : 0;
}

/**
 * The product gallery (docs/requirements/pages.md#interface-elements): the main image with zoom and thumbnails linking `?image=N#gallery`
 * (without JavaScript) that swap it in place with JavaScript.
 */
function ProductGallery({ images, name }: { images: ProductDetailContent['images']; name: string }) {
  const { t } = useBlocksTranslation();
  const { search } = useBlocksContext();
  const list = images.filter(hasAsset);
  const [index, setIndex] = useState(() => imageFromSearch(search, list.length));
  const current = list[Math.min(index, list.length - 1)];
  const altOf = (i: number) => list[i]?.alt || t('productImageAlt', { name, index: i + 1, total: list.length });
  if (!current) return <div className={styles.gallery} />;
  const choose = (event: MouseEvent<HTMLAnchorElement>, i: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setIndex(i);
  };
  return (
    <div className={styles.gallery} id="gallery">
      <div className={styles.mainImage} data-testid="product-main-image" data-image={current.filename}>
        <ImageZoom
          key={current.filename}
          image={current}
          alt={altOf(index)}
          width={PRODUCT_MAIN_IMAGE.width}
          zoomWidth={zoomWidthOf(current.filename)}
          sizes={PRODUCT_MAIN_IMAGE.sizes}
          priority={index === 0}
        />
      </div>
      {list.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t('productImages')}>
          {list.map((asset, i) => (
            <li key={`${asset.id ?? i}-${i}`}>
              <a
                href={`?image=${i + 1}#gallery`}
                className={styles.thumb}
                aria-current={i === index ? 'true' : undefined}
                onClick={(event) => choose(event, i)}
              >
                <Image src={asset} alt={altOf(i)} width={200} height={200} aspectRatio={1} fit="contain" sizes="120px" widths={[200, 400]} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
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

function ProductSections({ product, downloadId }: { product: ProductDetailContent; downloadId?: string }) {
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
                <tr key={row._uid} {...editableAttributes(row)}>
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
      {downloadId ? (
        <ZipSection product={product} downloadId={downloadId} />
      ) : (
        <>
          <FilesSection id="downloads" title={t('productDownloads')} assets={product.downloads} />
          <FilesSection id="files" title={t('productFiles')} assets={product.files} />
        </>
      )}
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

/** A public product's files to pick and zip (docs/requirements/pages.md#downloads). */
function ZipSection({ product, downloadId }: { product: ProductDetailContent; downloadId: string }) {
  const { t } = useBlocksTranslation();
  const choices = (assets: ProductDetailContent['files']) =>
    assets.filter(hasAsset).flatMap((a) => (a.id === undefined || a.id === null ? [] : [{ id: String(a.id), title: assetLabel(a), href: a.filename }]));
  const groups = [
    { title: t('productDownloads'), items: choices(product.downloads) },
    { title: t('productFiles'), items: choices(product.files) },
    { title: t('productImages'), items: choices(product.images) },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-downloads">
      <h2 id="product-downloads" className={styles.sectionTitle}>
        {t('productDownloads')}
      </h2>
      <DownloadChoices action={DOWNLOADS_ACTION} source={{ product: downloadId }} groups={groups} />
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
