import { commonTranslator, contactFormFieldsWith, CONTACT_FORM_KEY, type CommonTranslate, type LeadFieldDef } from '@silca/forms/fields';
import { tryBuildPath, type Locale, type Market } from '@silca/i18n';
import type { BuiltinFormStrings } from '../i18n/resources/builtin-form-strings';

/** A form of a page: its key, its fields, and what a lead from it records. */
export interface PageForm {
  formKey: string;
  fields: LeadFieldDef[];
  /** The product of a product page's price offer (from the story, never from the post). */
  product?: string;
  /** Version of the consent text shown with the form: the story's publication time. */
  consentVersion: string;
  /** True for the built-in contact form (the page renders it after its template). */
  builtin: boolean;
}

/** Families whose page offers the built-in contact form when its content has none (docs/requirements/urls.md#public-routes). */
const CONTACT_FAMILIES = new Set(['contacts', 'contacts-slug']);

/** The lazily loaded blocks the built-in contact form renders: its story's content does not name them. */
export const BUILTIN_FORM_BLOCKS = ['custom_form'] as const;

/**
 * Whether a page offers the built-in contact form of docs/requirements/forms.md#contact-form (its blok is added by the site,
 * not found in the content): a product page (the price offer) or a contacts page, when the
 * story has no `contact` custom_form of its own.
 */
export function offersBuiltinForm(story: { content?: unknown }, familyId: string): boolean {
  if (customFormBloks(story.content).some((blok) => String(blok.form_key) === CONTACT_FORM_KEY)) return false;
  const content = (story.content ?? {}) as Record<string, unknown>;
  return content.component === 'product_detail' || CONTACT_FAMILIES.has(familyId);
}

/** Every custom_form blok of a story's content, depth first. */
export function customFormBloks(node: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const child of node) customFormBloks(child, out);
  else if (node && typeof node === 'object') {
    const blok = node as Record<string, unknown>;
    if (blok.component === 'custom_form') out.push(blok);
    for (const value of Object.values(blok)) if (value && typeof value === 'object') customFormBloks(value, out);
  }
  return out;
}

/**
 * The forms a page offers (docs/requirements/urls.md#public-routes, docs/requirements/content.md#entities), the same list on the server (the action validates
 * against it) and in the browser (the page renders it): every custom_form of the story (editors'
 * fields), and the built-in contact form of docs/requirements/forms.md#contact-form on the contacts pages and on product pages
 * (the price offer, with the product's name) when the story has no `contact` form of its own.
 * The built-in form's labels come from `t` (`common` strings of the page's locale): the browser
 * passes its page's react-i18next `t`, the server {@link pageForms} `translateCommon`.
 */
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

/** {@link pageFormsWith} with the `common` strings of `locale` (server: loader and form action). */
export function pageForms(story: { content: unknown; published_at?: string | null }, familyId: string, locale: Locale): PageForm[] {
  return pageFormsWith(story, familyId, commonTranslator(locale));
}

/**
 * The privacy policy page of the market and locale, with its link text (docs/requirements/forms.md#contact-form consent):
 * `href` is the page's translated path from the content navigation when known, else the
 * English slug's path (which answers 301 to the translated one). `text`: the built-in form's
 * wording in `locale` (the `site` strings `builtinForm.*`).
 */
export function privacyLink(text: BuiltinFormStrings, locale: Locale, market: Market, href?: string | null): { href: string; label: string } {
  const label = text.privacy.charAt(0).toUpperCase() + text.privacy.slice(1);
  return { href: href ?? tryBuildPath('page-slug', { slug: 'privacy-policy' }, locale, market) ?? '/', label };
}

/**
 * The custom_form blok of the built-in contact form (rendered by the custom_form block like an
 * editor's form): docs/requirements/content.md#entities fields in `locale`, a title (the product's price offer on a product
 * page), and a link to the privacy policy page of the market and locale. `text`: the wording
 * in `locale` (the `site` strings `builtinForm.*`).
 */
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
