import { CtaButton, type CtaSize } from '@silca/ui';
import type { SbMultilink } from '../core/schema/common';
import { useCtaHref } from './useCtaHref';

export interface BlokCtaProps {
  /** Visible label (`cta_label`); no label, no button. */
  label: string | undefined;
  /** Target (`cta_link` multilink); an empty or unsafe link renders nothing. */
  link: SbMultilink | null | undefined;
  /** `cta_type` (docs/requirements/pages.md#call-to-action); default primary. */
  type?: string;
  size?: CtaSize;
  className?: string;
}

/**
 * The CTA of a content block: a `CtaButton` link, rendered only when the block has both a
 * label and a link that resolves to a safe href. A CTA without a target would be a dead
 * `<button>` (docs/requirements/pages.md#call-to-action renders a button when there is no URL), so it is left out instead.
 */
export function BlokCta({ label, link, type, size, className }: BlokCtaProps) {
  const href = useCtaHref(label, link);
  if (!href) return null;
  return <CtaButton label={label} href={href} type={type ?? 'primary'} size={size} className={className} />;
}
