import { parseWithZod } from '@conform-to/zod/v4';
import { useActionData } from '@remix-run/react';
import type { FormState } from '@silca/blocks';
import { buildLeadSchema, formMessages, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@silca/forms/schema';
import type { Locale, Market } from '@silca/i18n';
import { useMemo } from 'react';
import type { FormActionData } from '../server/form-action.server';
import { builtinFormBlok, pageForms, privacyLink } from './page-forms';

/** What a story page needs for its forms: the state by form key, and the built-in form's blok. */
export interface PageFormsState {
  forms: Record<string, FormState>;
  /** The built-in contact form (contacts, product price offer), rendered after the template. */
  builtin: Record<string, unknown> | null;
}

/**
 * Form state of a story page for the custom_form block (issue 10): Conform validation with the
 * one zod schema of libs/forms in the page's locale, the signed render time and the honeypot,
 * and after a refused post the action's reply (errors and typed values) for the posted form.
 * On a product page the price offer is pre-selected.
 */
export function usePageForms(
  data: { story: { content: unknown; published_at?: string | null }; familyId: string; locale: Locale; formToken?: string },
  market: Market,
): PageFormsState {
  const action = useActionData() as FormActionData | undefined;
  const { story, familyId, locale, formToken } = data;
  const list = useMemo(() => pageForms(story, familyId, locale), [story, familyId, locale]);
  return useMemo(() => {
    const summary = formMessages(locale).summary;
    const forms: Record<string, FormState> = {};
    for (const form of list) {
      const schema = buildLeadSchema(form.fields, locale);
      forms[form.formKey] = {
        validate: (formData: FormData) => parseWithZod(formData, { schema }),
        hidden: formToken ? { [FORM_TOKEN_FIELD]: formToken } : {},
        honeypot: HONEYPOT_FIELD,
        summary,
        privacyLink: privacyLink(locale, market),
        values: form.product ? { interests: ['offer'] } : undefined,
        lastResult: action && action.formKey === form.formKey ? action.result : undefined,
        formError: action && action.formKey === form.formKey ? action.summary : undefined,
      };
    }
    const builtin = list.find((f) => f.builtin);
    return { forms, builtin: builtin ? builtinFormBlok(builtin, locale, market) : null };
  }, [list, locale, formToken, action, market]);
}
