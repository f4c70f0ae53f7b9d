import { CtaButton, type CtaSize } from '@silca/ui';
import type { SbMultilink } from '../core/schema/common';
import { useCtaHref } from './useCtaHref';

export interface BlokCtaProps {
  /** No label, no button. */
  label: string | undefined;
  /** Empty or unsafe: nothing. */
  link: SbMultilink | null | undefined;
  type?: string;
  size?: CtaSize;
  className?: string;
}

/**
 * A block's CTA link, only with a label and a safe href: without a target it would be a dead button
 * (docs/requirements/pages.md#call-to-action).
 */
export function BlokCta({ label, link, type, size, className }: BlokCtaProps) {
  const href = useCtaHref(label, link);
  if (!href) return null;
  return <CtaButton label={label} href={href} type={type ?? 'primary'} size={size} className={className} />;
}
