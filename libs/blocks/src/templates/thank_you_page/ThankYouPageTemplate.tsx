import { CtaButton } from '@silca/ui';
import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { BlokCta } from '../../shared/BlokCta';
import { BodyPageView } from '../../shared/BodyPageView';
import { InvalidContent } from '../../shared/InvalidContent';
import type { thankYouPageSchema } from './schema';

export interface ThankYouPageTemplateProps extends TemplateBaseProps {
  /** Without a story CTA; default `/`. */
  homeHref?: string;
}

/**
 * Thank-you page (docs/requirements/forms.md#thank-you): a centred message with the story's CTA or "Go back to the homepage"; body bloks.
 */
export function ThankYouPageTemplate({ story, rels, homeHref = '/' }: ThankYouPageTemplateProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent<typeof thankYouPageSchema>('thank_you_page', story);
  if (!content) return <InvalidContent {...invalid} />;
  const cta =
    content.cta_label && content.cta_link ? (
      <BlokCta label={content.cta_label} link={content.cta_link} type={content.cta_type} size="large" />
    ) : (
      <CtaButton href={homeHref} label={t('backToHome')} type="primary" size="large" />
    );
  return (
    <WithRels rels={rels}>
      <BodyPageView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} width="narrow">
        {cta}
      </BodyPageView>
    </WithRels>
  );
}
