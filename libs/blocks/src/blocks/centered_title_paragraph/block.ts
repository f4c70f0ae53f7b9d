import { defineBlock } from '../../core/define';
import { CenteredTitleParagraph } from './CenteredTitleParagraph';
import type { centeredTitleParagraphSchema } from './schema';

/** The `centered_title_paragraph` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof centeredTitleParagraphSchema>('centered_title_paragraph', CenteredTitleParagraph);
