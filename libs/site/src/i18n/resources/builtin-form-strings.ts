import type { Locale } from '@silca/i18n';

/** Wording of the built-in contact form (docs/requirements/forms.md#contact-form). */
export type BuiltinFormStrings = { title: string; offer: string; privacy: string; consent: string };

/** {@link BuiltinFormStrings} in the nine locales, served as `site` strings `builtinForm.*`. */
export const BUILTIN_FORM_STRINGS: Record<Locale, BuiltinFormStrings> = {
  en: { title: 'Send us a request', offer: 'Request a price offer', privacy: 'privacy policy', consent: 'How we process your data: read our' },
  it: {
    title: 'Inviaci una richiesta',
    offer: 'Richiedi un’offerta',
    privacy: 'informativa sulla privacy',
    consent: 'Come trattiamo i tuoi dati: leggi la nostra',
  },
  de: {
    title: 'Senden Sie uns eine Anfrage',
    offer: 'Angebot anfordern',
    privacy: 'Datenschutzerklärung',
    consent: 'Wie wir Ihre Daten verarbeiten: lesen Sie unsere',
  },
  es: { title: 'Envíenos una solicitud', offer: 'Solicitar una oferta', privacy: 'política de privacidad', consent: 'Cómo tratamos sus datos: lea nuestra' },
  fr: {
    title: 'Envoyez-nous une demande',
    offer: 'Demander une offre de prix',
    privacy: 'politique de confidentialité',
    consent: 'Comment nous traitons vos données : lisez notre',
  },
  pt: {
    title: 'Envie-nos um pedido',
    offer: 'Pedir uma proposta de preço',
    privacy: 'política de privacidade',
    consent: 'Como tratamos os seus dados: leia a nossa',
  },
  nl: { title: 'Stuur ons een aanvraag', offer: 'Prijsofferte aanvragen', privacy: 'privacybeleid', consent: 'Hoe wij uw gegevens verwerken: lees ons' },
  ro: {
    title: 'Trimiteți-ne o cerere',
    offer: 'Solicitați o ofertă de preț',
    privacy: 'politica de confidențialitate',
    consent: 'Cum vă prelucrăm datele: citiți',
  },
  ru: {
    title: 'Отправьте нам запрос',
    offer: 'Запросить ценовое предложение',
    privacy: 'политикой конфиденциальности',
    consent: 'Как мы обрабатываем ваши данные: ознакомьтесь с',
  },
};
