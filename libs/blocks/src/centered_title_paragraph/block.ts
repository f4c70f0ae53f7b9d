import { defineBlock } from '../core/define';
import { CenteredTitleParagraph } from './CenteredTitleParagraph';
import { centeredTitleParagraphSchema } from './schema';

/** The `centered_title_paragraph` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('centered_title_paragraph', centeredTitleParagraphSchema, CenteredTitleParagraph);
