import { contactFormFields, CONTACT_FORM_KEY, type LeadFieldDef } from '@silca/forms/fields';
import { tryBuildPath, type Locale, type Market } from '@silca/i18n';

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

/** Families whose page offers the built-in contact form when its content has none (SPEC.md 2.2). */
const CONTACT_FAMILIES = new Set(['contacts', 'contacts-slug']);

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
 * The forms a page offers (SPEC.md 2.2, 3), the same list on the server (the action validates
 * against it) and in the browser (the page renders it): every custom_form of the story (editors'
 * fields), and the built-in contact form of SPEC.md 3 on the contacts pages and on product pages
 * (the price offer, with the product's name) when the story has no `contact` form of its own.
 */
export function pageForms(story: { content: unknown; published_at?: string | null }, familyId: string, locale: Locale): PageForm[] {
  const consentVersion = String(story.published_at ?? 'unpublished');
  const forms: PageForm[] = customFormBloks(story.content).map((blok) => ({
    formKey: String(blok.form_key),
    fields: Array.isArray(blok.fields) ? (blok.fields as LeadFieldDef[]) : [],
    consentVersion,
    builtin: false,
  }));
  const content = (story.content ?? {}) as Record<string, unknown>;
  if (!forms.some((f) => f.formKey === CONTACT_FORM_KEY)) {
    if (content.component === 'product_detail') {
      forms.push({ formKey: CONTACT_FORM_KEY, fields: contactFormFields(locale), product: String(content.name ?? ''), consentVersion, builtin: true });
    } else if (CONTACT_FAMILIES.has(familyId)) {
      forms.push({ formKey: CONTACT_FORM_KEY, fields: contactFormFields(locale), consentVersion, builtin: true });
    }
  }
  return forms;
}

const TEXTS: Record<Locale, { title: string; offer: string; privacy: string; consent: string }> = {
  en: { title: 'Send us a request', offer: 'Request a price offer', privacy: 'privacy policy', consent: 'How we process your data: read our' },
  it: { title: 'Inviaci una richiesta', offer: 'Richiedi un’offerta', privacy: 'informativa sulla privacy', consent: 'Come trattiamo i tuoi dati: leggi la nostra' },
  de: { title: 'Senden Sie uns eine Anfrage', offer: 'Angebot anfordern', privacy: 'Datenschutzerklärung', consent: 'Wie wir Ihre Daten verarbeiten: lesen Sie unsere' },
  es: { title: 'Envíenos una solicitud', offer: 'Solicitar una oferta', privacy: 'política de privacidad', consent: 'Cómo tratamos sus datos: lea nuestra' },
  fr: { title: 'Envoyez-nous une demande', offer: 'Demander une offre de prix', privacy: 'politique de confidentialité', consent: 'Comment nous traitons vos données : lisez notre' },
  pt: { title: 'Envie-nos um pedido', offer: 'Pedir uma proposta de preço', privacy: 'política de privacidade', consent: 'Como tratamos os seus dados: leia a nossa' },
  nl: { title: 'Stuur ons een aanvraag', offer: 'Prijsofferte aanvragen', privacy: 'privacybeleid', consent: 'Hoe wij uw gegevens verwerken: lees ons' },
  ro: { title: 'Trimiteți-ne o cerere', offer: 'Solicitați o ofertă de preț', privacy: 'politica de confidențialitate', consent: 'Cum vă prelucrăm datele: citiți' },
  ru: { title: 'Отправьте нам запрос', offer: 'Запросить ценовое предложение', privacy: 'политикой конфиденциальности', consent: 'Как мы обрабатываем ваши данные: ознакомьтесь с' },
};

/**
 * The privacy policy page of the market and locale, with its link text (SPEC.md 3 consent):
 * `href` is the page's translated path from the content navigation when known, else the
 * English slug's path (which answers 301 to the translated one).
 */
export function privacyLink(locale: Locale, market: Market, href?: string | null): { href: string; label: string } {
  const text = TEXTS[locale] ?? TEXTS.en;
  const label = text.privacy.charAt(0).toUpperCase() + text.privacy.slice(1);
  return { href: href ?? tryBuildPath('page-slug', { slug: 'privacy-policy' }, locale, market) ?? '/', label };
}

/**
 * The custom_form blok of the built-in contact form (rendered by the custom_form block like an
 * editor's form): SPEC.md 3 fields in `locale`, a title (the product's price offer on a product
 * page), and a link to the privacy policy page of the market and locale.
 */
export function builtinFormBlok(form: PageForm, locale: Locale, market: Market, privacyPath?: string | null): Record<string, unknown> {
  const text = TEXTS[locale] ?? TEXTS.en;
  const privacyHref = privacyLink(locale, market, privacyPath).href;
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
