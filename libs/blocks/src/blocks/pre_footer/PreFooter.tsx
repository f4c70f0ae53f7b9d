import { PreFooter as UiPreFooter } from '@silca/ui';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useCtaHref } from '../../shared/useCtaHref';
import type { PreFooterBlok } from './schema';

/**
 * The `@silca/ui` PreFooter band fed from the blok, so it matches the layouts' (docs/requirements/pages.md#layouts); the CTA only when its
 * link resolves.
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
