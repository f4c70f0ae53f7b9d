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

/** What a story page needs for its forms: the state by form key, and the built-in form's blok. */
export interface PageFormsState {
  forms: Record<string, FormState>;
  /** The built-in contact form (contacts, product price offer), rendered after the template. */
  builtin: Record<string, unknown> | null;
}

const NO_FORMS: PageFormsState = { forms: {}, builtin: null };

/**
 * Form state of a story page for the custom_form block (docs/requirements/forms.md#forms-goals): Conform validation with the
 * one zod schema of libs/forms in the page's locale (loaded once a form is near the viewport or used, decision 0984), the signed render time and the honeypot,
 * and after a refused post the action's reply (errors and typed values) for the posted form.
 * On hydration the token of the (publicly cached) HTML is swapped for the visitor's own from
 * `GET /api/form-token` (decision 0935): single-use tokens would otherwise be one per cached page;
 * a submit waits for the swap ({@link TokenSwap.beforeSubmit}), and a failed swap keeps the old token.
 * On a product page the price offer is pre-selected.
 */
export function usePageForms(
  data: { story: { content: unknown; published_at?: string | null }; familyId: string; locale: Locale; formToken?: string },
  market: Market,
): PageFormsState {
  const action = useActionData() as FormActionData | undefined;
  // The privacy page's translated path, from the content navigation of the root loader.
  const privacyPath = useRootData()?.navigation?.privacy?.href;
  const { story, familyId, locale, formToken } = data;
  // Strings from the page's i18next instance (its locale and English): `translateCommon` would
  // bundle the nine locales' strings into every page's first load (docs/requirements/performance.md#speed-goals).
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
  // The zod schema and Conform's parser load only on pages with a form (decision 0781: no
  // validation code in every page's first load), once a form comes near the viewport or is used
  // (decision 0984). Until then the server validates. A page's own forms are watched, so the
  // effect follows the story (`list`), not only the number of forms.
  const [validation, setValidation] = useState<typeof import('./form-validation') | null>(null);
  useEffect(() => {
    if (list.length === 0 || validation) return;
    return whenFormsWanted(() => void import('./form-validation').then(setValidation, () => undefined));
  }, [list, validation]);
  // One swap per rendered token (a client navigation to another form page brings a new one).
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
    // Most pages have no form: no messages to translate (docs/requirements/performance.md#uncached-throughput, every uncached render).
    if (list.length === 0) return NO_FORMS;
    const messages = formMessagesWith(t);
    const forms: Record<string, FormState> = {};
    for (const form of list) {
      const posted = action && action.formKey === form.formKey ? action : undefined;
      // After a refused post, the token of the form's first render (see FormActionData.formToken);
      // else the visitor's own token once swapped in, the page's until then.
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
