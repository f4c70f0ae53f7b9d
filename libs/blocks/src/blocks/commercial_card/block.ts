import { defineBlock } from '../../core/define';
import { CommercialCard } from './CommercialCard';
import type { commercialCardSchema } from './schema';

/** The `commercial_card` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof commercialCardSchema>('commercial_card', CommercialCard);
