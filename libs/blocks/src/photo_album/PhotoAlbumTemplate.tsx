import { Image, Link } from '@silca/ui';
import { BlokList } from '../core/Blok';
import { editableAttributes } from '../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../core/template';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import { hasAsset } from '../schema/assets';
import type { SbStory } from '../schema/common';
import { BodyPageView } from '../shared/BodyPageView';
import { InvalidContent } from '../shared/InvalidContent';
import { SubcategoryLinks } from '../shared/SubcategoryLinks';
import type { photoAlbumSchema } from './schema';
import styles from './PhotoAlbumTemplate.module.css';

/** Props of the `photo_album` template: `{ story, rels?, albums? }`. */
export interface PhotoAlbumTemplateProps extends TemplateBaseProps {
  /** Sub-albums (photo_album stories in the folder below), shown as links: the album browser. */
  albums?: readonly SbStory[];
}

/**
 * Extranet photo album (docs/requirements/urls.md#extranet-routes, docs/requirements/pages.md#interface-elements "album browser"): partner-area eyebrow, title,
 * intro, links to sub-albums, and a grid of photos, each a link to the full-size file (for
 * download). Empty albums show only the header.
 */
export function PhotoAlbumTemplate({ story, rels, albums }: PhotoAlbumTemplateProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent<typeof photoAlbumSchema>('photo_album', story);
  if (!content) return <InvalidContent {...invalid} />;
  const images = content.images.filter(hasAsset);
  return (
    <WithRels rels={rels}>
      <BodyPageView eyebrow={t('partnerArea')} title={content.title} intro={content.intro} body={[]} editable={editableAttributes(content)}>
        <SubcategoryLinks categories={albums} />
      </BodyPageView>
      {images.length > 0 ? (
        <ul className={`silca-container ${styles.grid}`} aria-label={t('imageGridLabel')}>
          {images.map((image, index) => (
            <li key={`${image.id ?? index}-${index}`}>
              <Link href={image.filename} newTab={false} className={styles.link}>
                <Image src={image} alt={image.alt ?? ''} aspectRatio={3 / 2} fit="cover" width={480} height={320} widths={[320, 480, 640]} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" />
                {image.title ? <span className={styles.caption}>{image.title}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <BlokList bloks={content.body} />
    </WithRels>
  );
}
