import type { MetaDescriptor } from '@remix-run/node';
import { leadImageOf } from '@silca/blocks';
import { imageAttributes } from '@silca/ui';

/**
 * Preload of the image that opens a story page, its LCP element (docs/requirements/performance.md#front-end-budget), with the `<img>`'s
 * srcset and sizes so the browser fetches the candidate it paints. Null without one; never throws.
 */
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
