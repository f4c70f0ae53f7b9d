import { Image, Link } from '@silca/ui';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { BlokList } from '../../core/Blok';
import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { hasAsset } from '../../core/schema/assets';
import type { SbStory } from '../../core/schema/common';
import { BodyPageView } from '../../shared/BodyPageView';
import { InvalidContent } from '../../shared/InvalidContent';
import { SubcategoryLinks } from '../../shared/SubcategoryLinks';
import type { photoAlbumSchema } from './schema';
import styles from './PhotoAlbumTemplate.module.css';

const AlbumViewer = lazy(() => import('./AlbumViewer'));

export interface PhotoAlbumTemplateProps extends TemplateBaseProps {
  /** Sub-albums, shown as links. */
  albums?: readonly SbStory[];
}

/**
 * Extranet photo album (docs/requirements/pages.md#album-browser): header, sub-album links, a grid of photo links opening the {@link
 * AlbumViewer} (the file itself without JavaScript or with a modifier key); images beside an equal caption are `alt=""`.
 */
export function PhotoAlbumTemplate({ story, rels, albums }: PhotoAlbumTemplateProps) {
  const { t } = useBlocksTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const { content, invalid } = useTemplateContent<typeof photoAlbumSchema>('photo_album', story);
  if (!content) return <InvalidContent {...invalid} />;
  const images = content.images.filter(hasAsset);
  const onOpen = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(index);
  };
  return (
    <WithRels rels={rels}>
      <BodyPageView eyebrow={t('partnerArea')} title={content.title} intro={content.intro} body={[]} editable={editableAttributes(content)}>
        <SubcategoryLinks categories={albums} />
      </BodyPageView>
      {images.length > 0 ? (
        <ul className={`silca-container ${styles.grid}`} aria-label={t('imageGridLabel')}>
          {images.map((image, index) => (
            <li key={`${image.id ?? index}-${index}`}>
              <Link href={image.filename} newTab={false} className={styles.link} onClick={(event) => onOpen(event, index)}>
                <Image
                  src={image}
                  alt={image.title && image.title.trim() === (image.alt ?? '').trim() ? '' : (image.alt ?? '')}
                  aspectRatio={3 / 2}
                  fit="cover"
                  width={480}
                  height={320}
                  widths={[320, 480, 640]}
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                />
                {image.title ? <span className={styles.caption}>{image.title}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null && images.length > 0 ? (
        <Suspense fallback={null}>
          <AlbumViewer photos={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
      <BlokList bloks={content.body} />
    </WithRels>
  );
}
