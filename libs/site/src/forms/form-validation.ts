import { parseWithZod } from '@conform-to/zod/v4';
import { buildLeadSchemaWith, type FormMessages, type LeadFieldDef } from '@silca/forms/schema';

/**
 * Browser-side validation of a lead form (issue 10): Conform's `onValidate` with the one zod
 * schema of libs/forms (`buildLeadSchemaWith`) and the page's messages (`formMessagesWith` of the
 * page's strings, so this chunk carries no locale's strings). Loaded lazily by `usePageForms`, so
 * only pages with a form download zod (decision 0781).
 */
export function validatorFor(fields: readonly LeadFieldDef[], messages: FormMessages): (formData: FormData) => unknown {
  const schema = buildLeadSchemaWith(fields, messages);
  return (formData) => parseWithZod(formData, { schema });
}
