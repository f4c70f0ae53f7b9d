import { PreFooter as UiPreFooter } from '@silca/ui';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useCtaHref } from '../../shared/useCtaHref';
import type { PreFooterBlok } from './schema';

/**
 * Pre-footer block (docs/requirements/pages.md#layouts "layout with pre-footer"): the `@silca/ui` PreFooter band
 * (title, sentence, one CTA) fed from the blok, so the block and the layouts' pre-footer look
 * the same. The CTA appears only when its link resolves.
 */
export function PreFooter({ blok }: BlockProps<PreFooterBlok>) {
  const href = useCtaHref(blok.cta_label, blok.cta_link);
  return (
    <div {...editableAttributes(blok)}>
      <UiPreFooter
        title={blok.title}
        text={blok.text}
        cta={href ? { label: blok.cta_label, href, type: blok.cta_type ?? 'primary', size: 'large' } : undefined}
      />
    </div>
  );
}
