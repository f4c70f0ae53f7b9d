/**
 * The fields, limits, input names and localised messages of the lead forms
 * (docs/requirements/forms.md#contact-form, docs/requirements/forms.md#validation-messages), without
 * zod: the schema is in schema.ts, loaded only where a form validates (decision 0781).
 */
import { translateCommon, type Locale } from '@silca/i18n';

/** Field types an editor's custom_form may hold (mirrors libs/blocks `FORM_FIELD_TYPES`). */
export type LeadFieldType = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkboxes' | 'radios' | 'checkbox' | 'hidden';

/** One option of a select, radios or checkboxes field. */
export interface LeadFieldOption {
  value: string;
  label: string;
}

/** A form field as the schema needs it (a custom_form `form_field`); `hidden` fields are posted, not shown. */
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
 * The `maxlength` of each typed field by name, the limit the schema enforces
 * (docs/requirements/forms.md#validation-messages). Pure.
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
  /** A phone number without a country code on the global market (docs/requirements/forms.md#phone-numbers). */
  phoneCountry: string;
  /** "Sorry, not all fields are filled out correctly." */
  summary: string;
  /** A value longer than {@link MAX_LENGTH}. */
  tooLong: (max: number) => string;
  invalidChoice: string;
}

/**
 * Looks up a `common` string of libs/i18n with i18next's options: `translateCommon` on the server,
 * the page's `t` in the browser, which holds the page's locale and English only
 * (docs/requirements/performance.md#front-end-budget).
 */
export type CommonTranslate = (key: string, options?: Record<string, unknown>) => string;

/** `translateCommon` bound to `locale` (server, tools): every locale's strings are bundled. */
export function commonTranslator(locale: Locale): CommonTranslate {
  return (key, options) => translateCommon(locale, key, options);
}

/** The validation messages from `t` (docs/requirements/forms.md#validation-messages). */
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
 * The contact form (docs/requirements/forms.md#contact-form) of pages without a custom_form of
 * their own (contacts, a product's price offer), labels from `t`. On a product page the server
 * records the product from the story, never from the post.
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

/** {@link contactFormFieldsWith} in `locale`; `options` changes nothing (the server records the product). */
export function contactFormFields(locale: Locale, options: { product?: boolean } = {}): LeadFieldDef[] {
  void options;
  return contactFormFieldsWith(commonTranslator(locale));
}

/** Form key of the built-in contact form (contacts page, product price offer). */
export const CONTACT_FORM_KEY = 'contact';
