import { Image } from '@silca/ui';
import { RichText } from '../../core/rich-text-renderer/RichText';
import { hasAsset } from '../../core/schema/assets';
import type { SbAsset, SbMultilink } from '../../core/schema/common';
import { BlokCta } from '../../shared/BlokCta';
import styles from './TextWithImage.module.css';

export interface TextWithImageProps {
  title?: string;
  text?: unknown;
  image?: SbAsset | null;
  imagePosition?: 'left' | 'right';
  cta?: { label?: string; link?: SbMultilink | null; type?: string };
  headingLevel?: 2 | 3;
  editable?: Record<string, string | undefined>;
}

/** Text beside an image: stacked (image first) under 768px, two columns from 768px. */
export function TextWithImage({ title, text, image, imagePosition = 'right', cta, headingLevel = 2, editable }: TextWithImageProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className={styles.row} data-image={imagePosition} {...editable}>
      {hasAsset(image) ? (
        <div className={styles.media}>
          <Image src={image} alt={image.alt ?? ''} sizes="(min-width: 768px) 50vw, 100vw" fit="cover" className={styles.image} />
        </div>
      ) : null}
      <div className={styles.text}>
        {title ? <Heading className={styles.title}>{title}</Heading> : null}
        <RichText doc={text} />
        {cta ? <BlokCta label={cta.label} link={cta.link} type={cta.type ?? 'secondary'} /> : null}
      </div>
    </div>
  );
}
