/**
 * The one validation schema of every lead form (SPEC.md 3 contact form, SPEC.md 5 messages,
 * SPEC.md 9 phone 8 to 16 digits), shared by the server action and the browser (Conform's
 * `parseWithZod`). Browser-safe: no Node, no server code; it imports only zod and libs/i18n.
 */
import { translateCommon, type Locale } from '@silca/i18n';
import { z } from 'zod';

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

/** SPEC.md 3: the interests of the contact form (several may be chosen). */
export const INTERESTS = ['documentation', 'phone', 'visit', 'offer'] as const;
export type Interest = (typeof INTERESTS)[number];

/** SPEC.md 9: a telephone number has 8 to 16 digits. */
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

/** Name of the honeypot input: hidden from people, filled by naive bots (abuse check). */
export const HONEYPOT_FIELD = 'fax_number';
/** Name of the hidden input that carries the signed render time (minimum fill time). */
export const FORM_TOKEN_FIELD = '_form_token';
/** Name of the hidden input that says which form of the page was posted (custom_form `form_key`). */
export const FORM_KEY_FIELD = 'form_key';

/** The localised messages of SPEC.md 5 (ro and ru fall back to English for the contact block). */
export interface FormMessages {
  required: string;
  email: string;
  phone: string;
  phoneMin: string;
  phoneMax: string;
  /** "Sorry, not all fields are filled out correctly." (SPEC.md 5 generic messages). */
  summary: string;
  /** A value longer than {@link MAX_LENGTH} (not in SPEC.md; English wording for all locales). */
  tooLong: (max: number) => string;
  /** A choice that is not one of the field's options. */
  invalidChoice: string;
}

/**
 * SPEC.md 5 messages in `locale`, from libs/i18n (`contactForm.*`, `validation.summary`); i18next
 * falls back to English where a locale lacks the block (ro, ru).
 */
export function formMessages(locale: Locale): FormMessages {
  const t = (key: string, options?: Record<string, unknown>) => translateCommon(locale, key, options);
  return {
    required: t('contactForm.required'),
    email: t('contactForm.email'),
    phone: t('contactForm.phone'),
    phoneMin: t('contactForm.phoneMin', { min: PHONE_MIN_DIGITS }),
    phoneMax: t('contactForm.phoneMax', { max: PHONE_MAX_DIGITS }),
    summary: t('validation.summary'),
    tooLong: (max) => `Please use at most ${max} characters.`,
    invalidChoice: t('contactForm.required'),
  };
}

// C0 controls and DEL, except tab, line feed and carriage return (kept only in text areas).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LINE_BREAKS = /[\t\r\n]+/g;

/**
 * Normalises what a visitor typed: Unicode NFC, control characters removed (line breaks kept in
 * text areas, turned into spaces elsewhere), surrounding white space trimmed. Never drops text.
 */
export function cleanText(value: string, multiline = false): string {
  let out = value.normalize('NFC').replace(CONTROL_CHARS, '');
  if (!multiline) out = out.replace(LINE_BREAKS, ' ');
  return out.trim();
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

function textSchema(field: LeadFieldDef, m: FormMessages) {
  const multiline = field.type === 'textarea';
  const max = MAX_LENGTH[field.type];
  let base = z
    .string({ error: () => m.required })
    .transform((v) => cleanText(v, multiline))
    .pipe(z.string().min(1, { error: () => m.required }).max(max, { error: () => m.tooLong(max) }));
  if (field.type === 'email') {
    base = base.pipe(z.string().regex(EMAIL, { error: () => m.email })) as unknown as typeof base;
  }
  if (field.type === 'tel') {
    base = base
      .pipe(z.string().regex(/^\d+$/, { error: () => m.phone }))
      .pipe(
        z
          .string()
          .min(PHONE_MIN_DIGITS, { error: () => m.phoneMin })
          .max(PHONE_MAX_DIGITS, { error: () => m.phoneMax }),
      ) as unknown as typeof base;
  }
  const options = field.options?.map((o) => o.value);
  if ((field.type === 'select' || field.type === 'radios') && options?.length) {
    base = base.pipe(z.string().refine((v) => options.includes(v), { error: () => m.invalidChoice })) as unknown as typeof base;
  }
  return field.required ? base : base.optional();
}

function fieldSchema(field: LeadFieldDef, m: FormMessages): z.ZodType {
  switch (field.type) {
    case 'checkboxes': {
      const options = field.options?.map((o) => o.value) ?? [];
      // Checked at the list, so the message belongs to the group (not to `name[1]`).
      let list = z
        .array(z.string(), { error: () => m.required })
        .max(Math.max(options.length, 1), { error: () => m.invalidChoice })
        .refine((values) => options.length === 0 || values.every((v) => options.includes(v)), { error: () => m.invalidChoice });
      if (field.required) list = list.refine((values) => values.length > 0, { error: () => m.required });
      return field.required ? list : list.optional();
    }
    case 'checkbox': {
      const box = z.string({ error: () => m.required }).refine((v) => v === 'yes' || v === 'on', { error: () => m.required });
      return field.required ? box : box.optional();
    }
    default:
      return textSchema(field, m);
  }
}

/** Values of a lead after validation: single strings or lists (checkboxes), by field name. */
export type LeadValues = Record<string, string | string[] | undefined>;

/**
 * Builds the zod schema of a form from its fields (an editor's custom_form or
 * {@link contactFormFields}), with the messages of `locale`:
 * - required fields: 'This field is required'; email: 'Please enter a valid email address';
 *   tel: digits only ('Please enter a valid telephone number (digits only)'), 8 to 16 digits;
 *   select/radios/checkboxes: only the field's options; text length bounded by {@link MAX_LENGTH}.
 * - the contact form's rules (SPEC.md 3): when `interests` holds `visit`, `address` is required;
 *   when it holds `phone`, `phone` is required.
 * Unknown posted keys are dropped (zod `object` strips them). Input: the object Conform builds from
 * FormData (empty strings already `undefined`). Output: {@link LeadValues}.
 */
export function buildLeadSchema(fields: readonly LeadFieldDef[], locale: Locale) {
  const m = formMessages(locale);
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) shape[field.name] = fieldSchema(field, m);
  const names = new Set(fields.map((f) => f.name));
  return z.object(shape).superRefine((value, ctx) => {
    const v = value as LeadValues;
    const interests = Array.isArray(v.interests) ? v.interests : [];
    const requireWhen = (interest: Interest, name: string) => {
      if (names.has(name) && interests.includes(interest) && !v[name]) {
        ctx.addIssue({ code: 'custom', path: [name], message: m.required });
      }
    };
    requireWhen('visit', 'address');
    requireWhen('phone', 'phone');
  });
}

/**
 * The contact form of SPEC.md 3 for pages whose content has no custom_form of their own (the
 * contacts page, a product's price offer): interests, email, company, address, phone, consent,
 * labels in `locale`. On a product page the server records the product from the story (never
 * from the post) and the page pre-selects the price offer.
 */
export function contactFormFields(locale: Locale, options: { product?: boolean } = {}): LeadFieldDef[] {
  const t = (key: string) => translateCommon(locale, key);
  const fields: LeadFieldDef[] = [
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
  void options;
  return fields;
}

/** Form key of the built-in contact form (contacts page, product price offer). */
export const CONTACT_FORM_KEY = 'contact';
