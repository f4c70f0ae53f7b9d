import { commonTranslator, contactFormFieldsWith, CONTACT_FORM_KEY, type CommonTranslate, type LeadFieldDef } from '@silca/forms/fields';
import { tryBuildPath, type Locale, type Market } from '@silca/i18n';
import type { BuiltinFormStrings } from '../i18n/resources/builtin-form-strings';

/** A form of a page: key, fields, and what its lead records. */
export interface PageForm {
  formKey: string;
  fields: LeadFieldDef[];
  /** From the story, never from the post. */
  product?: string;
  /** The story's publication time. */
  consentVersion: string;
  builtin: boolean;
}

const CONTACT_FAMILIES = new Set(['contacts', 'contacts-slug']);

/** Lazy blocks the built-in form renders, which its story does not name. */
export const BUILTIN_FORM_BLOCKS = ['custom_form'] as const;

/** Product and contacts pages without a `contact` form offer the built-in one (docs/requirements/forms.md#contact-form). */
export function offersBuiltinForm(story: { content?: unknown }, familyId: string): boolean {
  if (customFormBloks(story.content).some((blok) => String(blok.form_key) === CONTACT_FORM_KEY)) return false;
  const content = (story.content ?? {}) as Record<string, unknown>;
  return content.component === 'product_detail' || CONTACT_FAMILIES.has(familyId);
}

export function customFormBloks(node: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const child of node) customFormBloks(child, out);
  else if (node && typeof node === 'object') {
    const blok = node as Record<string, unknown>;
    if (blok.component === 'custom_form') out.push(blok);
    for (const value of Object.values(blok)) if (value && typeof value === 'object') customFormBloks(value, out);
  }
  return out;
}

/** A page's forms, alike on server and browser: its custom_forms plus the built-in one (docs/requirements/forms.md#contact-form). */
export function pageFormsWith(story: { content: unknown; published_at?: string | null }, familyId: string, t: CommonTranslate): PageForm[] {
  const consentVersion = String(story.published_at ?? 'unpublished');
  const forms: PageForm[] = customFormBloks(story.content).map((blok) => ({
    formKey: String(blok.form_key),
    fields: Array.isArray(blok.fields) ? (blok.fields as LeadFieldDef[]) : [],
    consentVersion,
    builtin: false,
  }));
  const content = (story.content ?? {}) as Record<string, unknown>;
  if (offersBuiltinForm(story, familyId)) {
    const product = content.component === 'product_detail' ? { product: String(content.name ?? '') } : {};
    forms.push({ formKey: CONTACT_FORM_KEY, fields: contactFormFieldsWith(t), ...product, consentVersion, builtin: true });
  }
  return forms;
}

/** {@link pageFormsWith} with the `common` strings of `locale` (server). */
export function pageForms(story: { content: unknown; published_at?: string | null }, familyId: string, locale: Locale): PageForm[] {
  return pageFormsWith(story, familyId, commonTranslator(locale));
}

/** The privacy page's link in the market and locale; the English slug's path (301) when unknown (docs/requirements/forms.md#contact-form). */
export function privacyLink(text: BuiltinFormStrings, locale: Locale, market: Market, href?: string | null): { href: string; label: string } {
  const label = text.privacy.charAt(0).toUpperCase() + text.privacy.slice(1);
  return { href: href ?? tryBuildPath('page-slug', { slug: 'privacy-policy' }, locale, market) ?? '/', label };
}

/** The built-in contact form as a custom_form blok in `locale`, with the privacy link (docs/requirements/forms.md#contact-form). */
export function builtinFormBlok(
  form: PageForm,
  text: BuiltinFormStrings,
  locale: Locale,
  market: Market,
  privacyPath?: string | null,
): Record<string, unknown> {
  const privacyHref = privacyLink(text, locale, market, privacyPath).href;
  return {
    _uid: `builtin-${form.formKey}`,
    component: 'custom_form',
    form_key: form.formKey,
    title: form.product ? `${text.offer}: ${form.product}` : text.title,
    fields: form.fields.map((f) => ({ _uid: `builtin-${form.formKey}-${f.name}`, component: 'form_field', ...f })),
    privacy_text: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: `${text.consent} ` },
            { type: 'text', text: text.privacy, marks: [{ type: 'link', attrs: { href: privacyHref, linktype: 'url', target: '_self' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  };
}
