import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { BodyPageView } from '../../shared/BodyPageView';
import { InvalidContent } from '../../shared/InvalidContent';
import type { genericSkeletonSchema } from './schema';

/** Props of the `generic_skeleton` template: `{ story, rels? }`. */
export type GenericSkeletonTemplateProps = TemplateBaseProps;

/**
 * Generic skeleton: the plain page shell (title, intro, body bloks) for pages that need no special structure (about us, after-sales, work with us...). Decision 0532.
 */
export function GenericSkeletonTemplate({ story, rels }: GenericSkeletonTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof genericSkeletonSchema>('generic_skeleton', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <BodyPageView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} />
    </WithRels>
  );
}
