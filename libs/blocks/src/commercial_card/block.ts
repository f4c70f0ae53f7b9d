import { defineBlock } from '../core/define';
import { CommercialCard } from './CommercialCard';
import { commercialCardSchema } from './schema';

/** The `commercial_card` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('commercial_card', commercialCardSchema, CommercialCard);
