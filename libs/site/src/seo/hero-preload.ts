import type { MetaDescriptor } from '@remix-run/node';
import { leadImageOf } from '@silca/blocks';
import { imageAttributes } from '@silca/ui';

/**
 * `<link rel="preload" as="image">` for the image that opens a story page (its LCP element,
 * docs/requirements/performance.md#speed-goals): the hero blok that starts the body, or the template's own header image (news
 * article, event, product gallery), from `leadImageOf` of libs/blocks. Same `imagesrcset` and
 * `imagesizes` as the hero's `<img>` (both come from `imageAttributes` of libs/ui with the image
 * service's default URLs), so the browser fetches the one candidate it will paint, at high
 * priority, before the stylesheets and scripts are parsed. Null when the page opens with no image.
 * Input: the story's content as the loader sends it (parsed on the server); never throws.
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
    // React 18 does not know `fetchPriority`; the lowercase attribute passes through as written.
    fetchpriority: 'high',
  };
}
