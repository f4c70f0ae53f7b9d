/**
 * Custom forms of the embedded space (`custom_form` with `form_field` bloks, libs/blocks schema):
 * the contact form of docs/requirements/forms.md#contact-form (interests, email, company, address for visits, phone for
 * call-backs, data-processing consent) and the lead, demo, training and job forms. Labels in the
 * five market languages.
 */
import { blok, field, fieldBy, richText, type AnyLang } from './lib';
import type { L5, Text5 } from './news-data';

const t5 = (en: string, it: string, de: string, es: string, fr: string): Text5 => ({ en, it, de, es, fr });
const L5S: AnyLang[] = ['en', 'it', 'de', 'es', 'fr'];

const LABELS = {
  interests: t5('I am interested in', 'Sono interessato a', 'Ich interessiere mich für', 'Me interesa', 'Je suis intéressé par'),
  email: t5('Email', 'Email', 'E-Mail', 'Correo electrónico', 'E-mail'),
  company: t5('Company name', 'Ragione sociale', 'Firmenname', 'Nombre de la empresa', 'Raison sociale'),
  address: t5('Address (for visits)', 'Indirizzo (per le visite)', 'Adresse (für Besuche)', 'Dirección (para visitas)', 'Adresse (pour les visites)'),
  phone: t5(
    'Phone number (for call-backs)',
    'Telefono (per essere richiamato)',
    'Telefonnummer (für Rückrufe)',
    'Teléfono (para devolver la llamada)',
    'Téléphone (pour être rappelé)',
  ),
  name: t5('Name and surname', 'Nome e cognome', 'Vor- und Nachname', 'Nombre y apellidos', 'Nom et prénom'),
  message: t5('Message', 'Messaggio', 'Nachricht', 'Mensaje', 'Message'),
  product: t5('Product', 'Prodotto', 'Produkt', 'Producto', 'Produit'),
  course: t5('Course', 'Corso', 'Kurs', 'Curso', 'Formation'),
  consent: t5(
    'I agree to the processing of my personal data',
    'Acconsento al trattamento dei miei dati personali',
    'Ich stimme der Verarbeitung meiner personenbezogenen Daten zu',
    'Acepto el tratamiento de mis datos personales',
    'J’accepte le traitement de mes données personnelles',
  ),
  submit: t5('Send', 'Invia', 'Senden', 'Enviar', 'Envoyer'),
  privacy: t5(
    'We use your data only to answer this request. See the privacy policy for details.',
    'Usiamo i tuoi dati solo per rispondere a questa richiesta. Dettagli nell’informativa privacy.',
    'Wir verwenden Ihre Daten nur zur Beantwortung dieser Anfrage. Einzelheiten in der Datenschutzerklärung.',
    'Usamos sus datos solo para responder a esta solicitud. Detalles en la política de privacidad.',
    'Nous utilisons vos données uniquement pour répondre à cette demande. Détails dans la politique de confidentialité.',
  ),
};

const INTERESTS: Array<[string, Text5]> = [
  ['documentation', t5('Documentation by email', 'Documentazione via email', 'Unterlagen per E-Mail', 'Documentación por correo', 'Documentation par e-mail')],
  ['phone', t5('Contact by phone', 'Contatto telefonico', 'Telefonischer Kontakt', 'Contacto por teléfono', 'Contact par téléphone')],
  [
    'visit',
    t5('Visit from a sales representative', 'Visita di un agente', 'Besuch eines Außendienstmitarbeiters', 'Visita de un comercial', 'Visite d’un commercial'),
  ],
  ['offer', t5('Price offer', 'Offerta di prezzo', 'Preisangebot', 'Oferta de precio', 'Offre de prix')],
];

type FieldType = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkboxes' | 'checkbox';

function formField(seed: string, name: string, label: Text5, type: FieldType, required: boolean, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return blok('form_field', `${seed}-${name}`, { name, ...field('label', label), type, required, ...extra });
}

function options(list: Array<[string, Text5]>): Record<string, unknown> {
  return fieldBy('options', (l) => list.map(([value, label]) => ({ value, label: label[l as L5] })), L5S);
}

// The address is a one-line input: `address-line1` (`street-address` is for a textarea only, W3C checker).
const AUTOCOMPLETE: Record<string, string> = { email: 'email', company: 'organization', address: 'address-line1', phone: 'tel', name: 'name' };

/** The fields of each form key. */
function fieldsOf(seed: string, formKey: string, choices: Array<[string, Text5]>): Record<string, unknown>[] {
  const f = (name: keyof typeof LABELS, type: FieldType, required: boolean, extra: Record<string, unknown> = {}) =>
    formField(seed, name, LABELS[name], type, required, { autocomplete: AUTOCOMPLETE[name] ?? '', ...extra });
  const consent = f('consent', 'checkbox', true);
  switch (formKey) {
    case 'contact':
      return [
        f('interests', 'checkboxes', true, options(INTERESTS)),
        f('email', 'email', true),
        f('company', 'text', false),
        f('address', 'text', false),
        f('phone', 'tel', false),
        consent,
      ];
    case 'lead':
      return [f('company', 'text', true), f('name', 'text', true), f('email', 'email', true), f('phone', 'tel', false), f('address', 'text', false), consent];
    case 'product-demo':
      return [
        f('name', 'text', true),
        f('email', 'email', true),
        f('company', 'text', false),
        f('phone', 'tel', true),
        f('product', 'select', true, options(choices)),
        consent,
      ];
    case 'training-registration':
      return [f('name', 'text', true), f('email', 'email', true), f('phone', 'tel', false), f('course', 'select', true, options(choices)), consent];
    default:
      return [f('name', 'text', true), f('email', 'email', true), f('phone', 'tel', false), f('message', 'textarea', true), consent];
  }
}

/** A `custom_form` blok; `choices` fill the product or course select. */
export function customForm(seed: string, formKey: string, title: Text5, choices: Array<[string, Text5]> = []): Record<string, unknown> {
  return blok('custom_form', seed, {
    ...field('title', title),
    form_key: formKey.replace(/[^a-z0-9_-]/g, '-'),
    fields: fieldsOf(seed, formKey, choices),
    ...field('submit_label', LABELS.submit),
    ...fieldBy('privacy_text', (l) => richText(LABELS.privacy[l as L5]), L5S),
  });
}
