/**
 * The fields, limits, input names and localised messages of the lead forms (docs/requirements/forms.md#contact-form, docs/requirements/forms.md#validation-messages, docs/requirements/forms.md#phone-numbers),
 * without zod: what a page needs to render a form. The validation schema built from them is in
 * schema.ts, which the browser loads only where a form validates (decision 0781).
 */
import { translateCommon, type Locale } from '@silca/i18n';

/** Field types an editor's custom_form may hold (mirrors libs/blocks `FORM_FIELD_TYPES`). */
export type LeadFieldType = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkboxes' | 'radios' | 'checkbox' | 'hidden';

/** One option of a select, radios or checkboxes field. */
export interface LeadFieldOption {
  value: string;
  label: string;
}

/**
 * A form field as the schema needs it: the shape of a custom_form `form_field` (name, type,
 * required, options), plus `label` for mails. `hidden` fields (e.g. the product of a price offer)
 * are posted but not shown.
 */
export interface LeadFieldDef {
  name: string;
  type: LeadFieldType;
  label?: string;
  required?: boolean;
  options?: readonly LeadFieldOption[];
}

/** docs/requirements/forms.md#contact-form: the interests of the contact form (several may be chosen). */
export const INTERESTS = ['documentation', 'phone', 'visit', 'offer'] as const;
export type Interest = (typeof INTERESTS)[number];

/** docs/requirements/forms.md#phone-numbers: a telephone number has 8 to 16 digits. */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 16;

/** Longest accepted value, in characters, by field type (bounded storage and mail size). */
export const MAX_LENGTH: Readonly<Record<LeadFieldType, number>> = {
  text: 200,
  email: 254,
  tel: 32,
  textarea: 5000,
  select: 200,
  radios: 200,
  checkboxes: 200,
  checkbox: 10,
  hidden: 200,
};

/** Field types whose value is typed, so a `maxlength` bounds it. */
const TYPED: ReadonlySet<LeadFieldType> = new Set(['text', 'email', 'tel', 'textarea']);

/**
 * The `maxlength` of each typed field of a form, by field name: {@link MAX_LENGTH} of its type,
 * the limit the schema enforces (docs/requirements/forms.md#validation-messages), so the browser stops typing where the
 * server would refuse. Choices, checkboxes and hidden inputs are left out. Pure.
 */
export function maxLengthsOf(fields: readonly LeadFieldDef[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const field of fields) if (TYPED.has(field.type)) out[field.name] = MAX_LENGTH[field.type];
  return out;
}

/** Name of the honeypot input: hidden from people, filled by naive bots (abuse check). */
export const HONEYPOT_FIELD = 'fax_number';
/** Name of the hidden input that carries the signed render time (minimum fill time). */
export const FORM_TOKEN_FIELD = '_form_token';
/** Name of the hidden input that says which form of the page was posted (custom_form `form_key`). */
export const FORM_KEY_FIELD = 'form_key';

/** The localised messages of docs/requirements/forms.md#validation-messages, in every locale. */
export interface FormMessages {
  required: string;
  email: string;
  phone: string;
  phoneMin: string;
  phoneMax: string;
  /** A phone number without a country code where no default country applies (global market, docs/requirements/forms.md#phone-numbers). */
  phoneCountry: string;
  /** "Sorry, not all fields are filled out correctly." (docs/requirements/forms.md#validation-messages generic messages). */
  summary: string;
  /** A value longer than {@link MAX_LENGTH}, in the page's language (docs/requirements/forms.md#validation-messages). */
  tooLong: (max: number) => string;
  /** A choice that is not one of the field's options. */
  invalidChoice: string;
}

/**
 * Looks up a `common` string of libs/i18n (`contactForm.required`, `form.email`...) with
 * i18next's options (interpolation values). On the server: `translateCommon` of one locale; in
 * the browser: the page's react-i18next `t` bound to `common`, whose resources hold the page's
 * locale and English only (so no page ships every language's strings, docs/requirements/performance.md#speed-goals).
 */
export type CommonTranslate = (key: string, options?: Record<string, unknown>) => string;

/** `translateCommon` bound to `locale` (server, tools): every locale's strings are bundled. */
export function commonTranslator(locale: Locale): CommonTranslate {
  return (key, options) => translateCommon(locale, key, options);
}

/**
 * docs/requirements/forms.md#validation-messages messages from `t` (`contactForm.*`, `validation.summary`, `validation.tooLong` of
 * libs/i18n), complete in every locale.
 */
export function formMessagesWith(t: CommonTranslate): FormMessages {
  return {
    required: t('contactForm.required'),
    email: t('contactForm.email'),
    phone: t('contactForm.phone'),
    phoneMin: t('contactForm.phoneMin', { min: PHONE_MIN_DIGITS }),
    phoneMax: t('contactForm.phoneMax', { max: PHONE_MAX_DIGITS }),
    phoneCountry: t('validation.phoneCountry'),
    summary: t('validation.summary'),
    tooLong: (max) => t('validation.tooLong', { max }),
    invalidChoice: t('contactForm.required'),
  };
}

/** {@link formMessagesWith} in `locale` through `translateCommon` (server, tools). */
export function formMessages(locale: Locale): FormMessages {
  return formMessagesWith(commonTranslator(locale));
}

/**
 * The contact form of docs/requirements/forms.md#contact-form for pages whose content has no custom_form of their own (the
 * contacts page, a product's price offer): interests, email, company, address, phone, consent,
 * labels from `t`. On a product page the server records the product from the story (never
 * from the post) and the page pre-selects the price offer.
 */
export function contactFormFieldsWith(t: CommonTranslate): LeadFieldDef[] {
  return [
    {
      name: 'interests',
      type: 'checkboxes',
      label: t('form.interest'),
      required: true,
      options: [
        { value: 'documentation', label: t('form.interestDocumentation') },
        { value: 'phone', label: t('form.interestCall') },
        { value: 'visit', label: t('form.interestVisit') },
        { value: 'offer', label: t('form.interestOffer') },
      ],
    },
    { name: 'email', type: 'email', label: t('form.email'), required: true },
    { name: 'company', type: 'text', label: t('form.companyName'), required: true },
    { name: 'address', type: 'text', label: t('form.address') },
    { name: 'phone', type: 'tel', label: t('form.phone') },
    { name: 'consent', type: 'checkbox', label: t('form.consent'), required: true },
  ];
}

/**
 * {@link contactFormFieldsWith} in `locale` through `translateCommon` (server, tools). `options`
 * changes nothing: the fields are the same on a product page (the server records the product).
 */
export function contactFormFields(locale: Locale, options: { product?: boolean } = {}): LeadFieldDef[] {
  void options;
  return contactFormFieldsWith(commonTranslator(locale));
}

/** Form key of the built-in contact form (contacts page, product price offer). */
export const CONTACT_FORM_KEY = 'contact';
