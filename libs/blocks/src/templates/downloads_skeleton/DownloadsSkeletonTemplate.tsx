import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { BodyPageView } from '../../shared/BodyPageView';
import { InvalidContent } from '../../shared/InvalidContent';
import type { downloadsSkeletonSchema } from './schema';

export type DownloadsSkeletonTemplateProps = TemplateBaseProps;

/** Shell of download areas: title, intro, body (usually downloadable_list). Decision 0532. */
export function DownloadsSkeletonTemplate({ story, rels }: DownloadsSkeletonTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof downloadsSkeletonSchema>('downloads_skeleton', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <BodyPageView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} />
    </WithRels>
  );
}
