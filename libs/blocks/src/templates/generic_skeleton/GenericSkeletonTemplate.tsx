import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { BodyPageView } from '../../shared/BodyPageView';
import { InvalidContent } from '../../shared/InvalidContent';
import type { genericSkeletonSchema } from './schema';

export type GenericSkeletonTemplateProps = TemplateBaseProps;

/** The plain page shell (title, intro, body) for pages without special structure. Decision 0532. */
export function GenericSkeletonTemplate({ story, rels }: GenericSkeletonTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof genericSkeletonSchema>('generic_skeleton', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <BodyPageView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} />
    </WithRels>
  );
}
