import { parseWithZod } from '@conform-to/zod/v4';
import { buildLeadSchemaWith, type FormMessages, type LeadFieldDef } from '@silca/forms/schema';
import { config } from 'zod';
import { market } from '../market';

// No 'unsafe-eval' in the CSP (decision 0740): zod's compiled parser would be refused (decision 0830).
config({ jitless: true });

/** Browser validation with libs/forms' schema, lazily loaded (decisions 0781, 1012; docs/requirements/forms.md#validation-messages). */
export function validatorFor(fields: readonly LeadFieldDef[], messages: FormMessages): (formData: FormData) => unknown {
  const schema = buildLeadSchemaWith(fields, messages, { country: market.region });
  return (formData) => parseWithZod(formData, { schema });
}
