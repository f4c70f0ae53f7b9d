/**
 * The one validation schema of every lead form (docs/requirements/forms.md#leads), shared by the
 * server action and the browser. Browser-safe: it imports only zod and libs/i18n.
 */
import { type Locale } from '@silca/i18n';
import { z } from 'zod';
import { formMessages, MAX_LENGTH, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, type FormMessages, type Interest, type LeadFieldDef } from './fields';
import { readPhone } from './phone';

export * from './fields';
export { readPhone, internationalPhone, type PhoneReading } from './phone';

/** Options of {@link buildLeadSchema}: `country`, the market's ISO 3166-1 region (null on global), reads phone numbers written without `+`. */
export interface LeadSchemaOptions {
  country?: string | null;
}

// C0 controls and DEL, except tab, line feed and carriage return (kept only in text areas).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LINE_BREAKS = /[\t\r\n]+/g;

/** Normalises what a visitor typed: NFC, control characters removed (line breaks kept in text areas), trimmed. */
export function cleanText(value: string, multiline = false): string {
  let out = value.normalize('NFC').replace(CONTROL_CHARS, '');
  if (!multiline) out = out.replace(LINE_BREAKS, ' ');
  return out.trim();
}

/** A phone number as people write it: one leading +, then digits, spaces, dots, dashes, parentheses. */
const WRITTEN_PHONE = /^\+?[\d\s.()-]+$/;

/**
 * A phone number without its separators (docs/requirements/forms.md#phone-numbers): "(0438)
 * 12.34-56" -> "0438123456". Anything else comes back unchanged, for the digits-only message.
 */
export function stripPhoneSeparators(value: string): string {
  return WRITTEN_PHONE.test(value) ? value.replace(/[\s.()-]/g, '') : value;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

function textSchema(field: LeadFieldDef, m: FormMessages, options: LeadSchemaOptions) {
  const multiline = field.type === 'textarea';
  const max = MAX_LENGTH[field.type];
  let base = z
    .string({ error: () => m.required })
    .transform((v) => cleanText(v, multiline))
    .pipe(
      z
        .string()
        .min(1, { error: () => m.required })
        .max(max, { error: () => m.tooLong(max) }),
    );
  if (field.type === 'email') {
    base = base.pipe(z.string().regex(EMAIL, { error: () => m.email })) as unknown as typeof base;
  }
  if (field.type === 'tel') {
    const digits = (v: string) => v.replace('+', '').length;
    base = base
      .transform(stripPhoneSeparators)
      .pipe(z.string().regex(/^\+?\d+$/, { error: () => m.phone }))
      .pipe(
        z
          .string()
          .refine((v) => digits(v) >= PHONE_MIN_DIGITS, { error: () => m.phoneMin })
          .refine((v) => digits(v) <= PHONE_MAX_DIGITS, { error: () => m.phoneMax }),
      )
      .transform((v, ctx) => {
        const reading = readPhone(v, options.country);
        if (reading.ok) return reading.e164;
        ctx.addIssue({ code: 'custom', message: reading.reason === 'country' ? m.phoneCountry : m.phone });
        return z.NEVER;
      }) as unknown as typeof base;
  }
  const choices = field.options?.map((o) => o.value);
  if ((field.type === 'select' || field.type === 'radios') && choices?.length) {
    base = base.pipe(z.string().refine((v) => choices.includes(v), { error: () => m.invalidChoice })) as unknown as typeof base;
  }
  return field.required ? base : base.optional();
}

function fieldSchema(field: LeadFieldDef, m: FormMessages, options: LeadSchemaOptions): z.ZodType {
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
      return textSchema(field, m, options);
  }
}

/** Values of a lead after validation: single strings or lists (checkboxes), by field name. */
export type LeadValues = Record<string, string | string[] | undefined>;

/**
 * Builds the zod schema of a form from its fields with the messages of `locale`
 * (docs/requirements/forms.md#validation-messages, docs/requirements/forms.md#phone-numbers,
 * docs/requirements/forms.md#contact-form): phone fields come out in E.164, unknown posted keys are
 * dropped. Input: the object Conform builds from FormData. Output: {@link LeadValues}.
 */
export function buildLeadSchema(fields: readonly LeadFieldDef[], locale: Locale, options: LeadSchemaOptions = {}) {
  return buildLeadSchemaWith(fields, formMessages(locale), options);
}

/** {@link buildLeadSchema} with the messages given, so the browser's chunk bundles no locale's strings. */
export function buildLeadSchemaWith(fields: readonly LeadFieldDef[], m: FormMessages, options: LeadSchemaOptions = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) shape[field.name] = fieldSchema(field, m, options);
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
