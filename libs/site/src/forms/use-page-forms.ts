import { useActionData } from '@remix-run/react';
import type { FormState } from '@silca/blocks';
import { formMessagesWith, FORM_TOKEN_FIELD, HONEYPOT_FIELD, maxLengthsOf, type CommonTranslate } from '@silca/forms/fields';
import type { Locale, Market } from '@silca/i18n';
import { useEffect, useMemo, useState } from 'react';
import { startTokenSwap, type TokenSwap } from './fresh-form-token';
import { whenFormsWanted } from './when-forms-wanted';
import { useTranslation } from 'react-i18next';
import type { FormActionData } from './form-action.server';
import { useRootData } from '../client/root-data';
import type { BuiltinFormStrings } from '../i18n/resources/builtin-form-strings';
import { builtinFormBlok, pageFormsWith, privacyLink } from './page-forms';

export interface PageFormsState {
  forms: Record<string, FormState>;
  builtin: Record<string, unknown> | null;
}

const NO_FORMS: PageFormsState = { forms: {}, builtin: null };

/** Form state for custom_form: validation when wanted (decision 0984), the action's reply, the visitor's own token (decision 0935). */
export function usePageForms(
  data: { story: { content: unknown; published_at?: string | null }; familyId: string; locale: Locale; formToken?: string },
  market: Market,
): PageFormsState {
  const action = useActionData() as FormActionData | undefined;
  const privacyPath = useRootData()?.navigation?.privacy?.href;
  const { story, familyId, locale, formToken } = data;
  // The page's i18next strings; `translateCommon` would bundle all nine locales (docs/requirements/performance.md#code-loaded-when-wanted).
  const { t: commonT } = useTranslation('common');
  const t = commonT as unknown as CommonTranslate;
  const { t: siteT } = useTranslation('site');
  const text = useMemo<BuiltinFormStrings>(
    () => ({
      title: siteT('builtinForm.title'),
      offer: siteT('builtinForm.offer'),
      privacy: siteT('builtinForm.privacy'),
      consent: siteT('builtinForm.consent'),
    }),
    [siteT],
  );
  const list = useMemo(() => pageFormsWith(story, familyId, t), [story, familyId, t]);
  // Validation code loads once a form is wanted (decisions 0781, 0984); until then the server validates. Watching the page's own forms
  // makes the effect follow the story (`list`).
  const [validation, setValidation] = useState<typeof import('./form-validation') | null>(null);
  useEffect(() => {
    if (list.length === 0 || validation) return;
    return whenFormsWanted(() => void import('./form-validation').then(setValidation, () => undefined));
  }, [list, validation]);
  // One swap per rendered token.
  const [swap, setSwap] = useState<{ from: string; swap: TokenSwap } | null>(null);
  const [fresh, setFresh] = useState<{ from: string; token: string } | null>(null);
  useEffect(() => {
    if (list.length === 0 || !formToken) return;
    const started = startTokenSwap();
    setSwap({ from: formToken, swap: started });
    let live = true;
    void started.token.then((token) => {
      if (live && token) setFresh({ from: formToken, token });
    });
    return () => {
      live = false;
    };
  }, [list.length, formToken]);
  return useMemo(() => {
    // Most pages have no form: no messages to translate (docs/requirements/performance.md#uncached-throughput).
    if (list.length === 0) return NO_FORMS;
    const messages = formMessagesWith(t);
    const forms: Record<string, FormState> = {};
    for (const form of list) {
      const posted = action && action.formKey === form.formKey ? action : undefined;
      // After a refused post, the first render's token (FormActionData.formToken); else the swapped-in one.
      const own = fresh && fresh.from === formToken ? fresh.token : undefined;
      const token = posted?.formToken ?? own ?? formToken;
      const pending = !posted?.formToken && swap && swap.from === formToken ? swap.swap : undefined;
      forms[form.formKey] = {
        validate: validation?.validatorFor(form.fields, messages),
        hidden: token ? { [FORM_TOKEN_FIELD]: token } : {},
        beforeSubmit: pending ? () => pending.beforeSubmit(FORM_TOKEN_FIELD) : undefined,
        honeypot: HONEYPOT_FIELD,
        summary: messages.summary,
        privacyLink: privacyLink(text, locale, market, privacyPath),
        maxLengths: maxLengthsOf(form.fields),
        values: form.product ? { interests: ['offer'] } : undefined,
        lastResult: action && action.formKey === form.formKey ? action.result : undefined,
        formError: action && action.formKey === form.formKey ? action.summary : undefined,
      };
    }
    const builtin = list.find((f) => f.builtin);
    return { forms, builtin: builtin ? builtinFormBlok(builtin, text, locale, market, privacyPath) : null };
  }, [list, locale, formToken, action, market, validation, privacyPath, t, text, swap, fresh]);
}
