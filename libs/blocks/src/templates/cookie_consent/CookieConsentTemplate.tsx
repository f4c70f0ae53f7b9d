import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { BodyPageView } from '../../shared/BodyPageView';
import { InvalidContent } from '../../shared/InvalidContent';
import type { cookieConsentSchema } from './schema';

/** Props of the `cookie_consent` template: `{ story, rels? }`. */
export type CookieConsentTemplateProps = TemplateBaseProps;

/**
 * Cookie-consent page: the cookie policy (title, intro, body bloks such as rich_text). The consent banner itself is the site's (root).
 */
export function CookieConsentTemplate({ story, rels }: CookieConsentTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof cookieConsentSchema>('cookie_consent', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <BodyPageView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} />
    </WithRels>
  );
}
