import { parseWithZod } from '@conform-to/zod/v4';
import { buildLeadSchema, type LeadFieldDef } from '@silca/forms/schema';
import type { Locale } from '@silca/i18n';

/**
 * Browser-side validation of a lead form (issue 10): Conform's `onValidate` with the one zod
 * schema of libs/forms (`buildLeadSchema`) in the page's locale. Loaded lazily by
 * `usePageForms`, so only pages with a form download zod (decision 0781).
 */
export function validatorFor(fields: readonly LeadFieldDef[], locale: Locale): (formData: FormData) => unknown {
  const schema = buildLeadSchema(fields, locale);
  return (formData) => parseWithZod(formData, { schema });
}
