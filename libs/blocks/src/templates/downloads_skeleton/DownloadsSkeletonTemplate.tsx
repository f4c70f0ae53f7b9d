import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { BodyPageView } from '../../shared/BodyPageView';
import { InvalidContent } from '../../shared/InvalidContent';
import type { downloadsSkeletonSchema } from './schema';

/** Props of the `downloads_skeleton` template: `{ story, rels? }`. */
export type DownloadsSkeletonTemplateProps = TemplateBaseProps;

/**
 * Downloads skeleton: the page shell of download areas (resources, catalogues, bulletins): title, intro and body, typically downloadable_list bloks. Decision 0532.
 */
export function DownloadsSkeletonTemplate({ story, rels }: DownloadsSkeletonTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof downloadsSkeletonSchema>('downloads_skeleton', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <BodyPageView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} />
    </WithRels>
  );
}
