import { useLinkContext } from '@silca/ui';
import type { SbMultilink } from '../core/schema/common';

/** The safe href of a block's CTA through `hrefForMultilink`, or undefined when label or target is missing or unsafe. */
export function useCtaHref(label: string | undefined, link: SbMultilink | null | undefined): string | undefined {
  const { hrefForMultilink } = useLinkContext();
  if (!label || !link) return undefined;
  const { href } = hrefForMultilink(link as Parameters<typeof hrefForMultilink>[0]);
  return href || undefined;
}
