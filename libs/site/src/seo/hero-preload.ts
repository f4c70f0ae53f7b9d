import type { MetaDescriptor } from '@remix-run/node';
import { leadImageOf } from '@silca/blocks';
import { imageAttributes } from '@silca/ui';

/** Preload of the page's opening image with the `<img>`'s srcset and sizes (docs/requirements/pages.md#images); never throws. */
export function heroPreload(content: unknown): MetaDescriptor | null {
  const lead = leadImageOf(content);
  const image = lead ? imageAttributes(lead) : null;
  if (!image) return null;
  return {
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    href: image.src,
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    // React 18 does not know `fetchPriority`; lowercase passes through.
    fetchpriority: 'high',
  };
}
