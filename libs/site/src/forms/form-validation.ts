import { parseWithZod } from '@conform-to/zod/v4';
import { buildLeadSchemaWith, type FormMessages, type LeadFieldDef } from '@silca/forms/schema';
import { config } from 'zod';
import { market } from '../market';

// The site's CSP has no 'unsafe-eval' (decision 0740). Zod 4 probes `new Function('')` on the first
// object parse to choose its compiled parser: the CSP refuses it and Chrome reports a violation on
// every page with a form (decision 0830). The interpreted parser is plenty for a form of ten fields.
config({ jitless: true });

/**
 * Browser-side validation of a lead form (docs/requirements/forms.md#forms-goals): Conform's `onValidate` with the one zod
 * schema of libs/forms (`buildLeadSchemaWith`) and the page's messages (`formMessagesWith` of the
 * page's strings, so this chunk carries no locale's strings). Loaded lazily by `usePageForms`, so
 * only pages with a form download zod and libphonenumber-js (decisions 0781, 1012). Phone
 * numbers are read with the market's country as the default (docs/requirements/forms.md#phone-numbers).
 */
export function validatorFor(fields: readonly LeadFieldDef[], messages: FormMessages): (formData: FormData) => unknown {
  const schema = buildLeadSchemaWith(fields, messages, { country: market.region });
  return (formData) => parseWithZod(formData, { schema });
}
