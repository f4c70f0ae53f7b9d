import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { BodyPageView } from '../../shared/BodyPageView';
import { InvalidContent } from '../../shared/InvalidContent';
import type { cookieConsentSchema } from './schema';

export type CookieConsentTemplateProps = TemplateBaseProps;

/** The cookie policy page; the consent banner is the site's. */
export function CookieConsentTemplate({ story, rels }: CookieConsentTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof cookieConsentSchema>('cookie_consent', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <BodyPageView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} />
    </WithRels>
  );
}
