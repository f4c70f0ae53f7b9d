import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { BodyPageView } from '../../shared/BodyPageView';
import { InvalidContent } from '../../shared/InvalidContent';
import type { landingPageSchema } from './schema';

export type LandingPageTemplateProps = TemplateBaseProps;

/** Landing page (docs/requirements/urls.md#custom-landing), usually opening with a hero. */
export function LandingPageTemplate({ story, rels }: LandingPageTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof landingPageSchema>('landing_page', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <BodyPageView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} />
    </WithRels>
  );
}
