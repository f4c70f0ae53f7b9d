import { parseWithZod } from '@conform-to/zod/v4';
import { buildLeadSchemaWith, type FormMessages, type LeadFieldDef } from '@silca/forms/schema';
import { config } from 'zod';
import { market } from '../market';

// No 'unsafe-eval' in the CSP (decision 0740): zod's compiled parser would be refused (decision 0830).
config({ jitless: true });

/**
 * Browser validation of a lead form with libs/forms' one zod schema and the page's messages
 * (docs/requirements/forms.md#validation-messages); lazy, so only form pages load zod (decisions 0781, 1012). Phones default to the
 * market's country (docs/requirements/forms.md#phone-numbers).
 */
export function validatorFor(fields: readonly LeadFieldDef[], messages: FormMessages): (formData: FormData) => unknown {
  const schema = buildLeadSchemaWith(fields, messages, { country: market.region });
  return (formData) => parseWithZod(formData, { schema });
}
