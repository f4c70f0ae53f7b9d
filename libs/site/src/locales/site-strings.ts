import type { Locale } from '@silca/i18n';

/**
 * Wording of the site frame itself (pre-footer band, footer column titles, company line), namespace
 * `site`, in the nine locales of SPEC.md 1. Interface wording of blocks and primitives lives in
 * their libraries (`blocks`, `ui`) and the shared vocabulary in libs/i18n (`common`).
 */
export type SiteStrings = {
  preFooter: { title: string; text: string; cta: string };
  footer: { catalogue: string; company: string; support: string; companyInfo: string };
};

export const siteStrings: Record<Locale, SiteStrings> = {
  en: {
    preFooter: { title: 'Need help choosing?', text: 'Our specialists will help you find the right key, machine or solution.', cta: 'Contact us' },
    footer: { catalogue: 'Catalogue', company: 'Company', support: 'Support', companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italy' },
  },
  de: {
    preFooter: { title: 'Brauchen Sie Hilfe bei der Auswahl?', text: 'Unsere Fachleute helfen Ihnen, den richtigen Schlüssel, die richtige Maschine oder Lösung zu finden.', cta: 'Kontakt' },
    footer: { catalogue: 'Katalog', company: 'Unternehmen', support: 'Service', companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italien' },
  },
  es: {
    preFooter: { title: '¿Necesita ayuda para elegir?', text: 'Nuestros especialistas le ayudarán a encontrar la llave, la máquina o la solución adecuada.', cta: 'Contáctenos' },
    footer: { catalogue: 'Catálogo', company: 'Empresa', support: 'Asistencia', companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italia' },
  },
  pt: {
    preFooter: { title: 'Precisa de ajuda para escolher?', text: 'Os nossos especialistas ajudam-no a encontrar a chave, a máquina ou a solução certa.', cta: 'Contacte-nos' },
    footer: { catalogue: 'Catálogo', company: 'Empresa', support: 'Assistência', companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Itália' },
  },
  fr: {
    preFooter: { title: 'Besoin d’aide pour choisir ?', text: 'Nos spécialistes vous aident à trouver la clé, la machine ou la solution qui vous convient.', cta: 'Contactez-nous' },
    footer: { catalogue: 'Catalogue', company: 'Entreprise', support: 'Assistance', companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italie' },
  },
  it: {
    preFooter: { title: 'Serve aiuto nella scelta?', text: 'I nostri specialisti ti aiutano a trovare la chiave, la macchina o la soluzione giusta.', cta: 'Contattaci' },
    footer: { catalogue: 'Catalogo', company: 'Azienda', support: 'Assistenza', companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italia' },
  },
  ro: {
    preFooter: { title: 'Aveți nevoie de ajutor în alegere?', text: 'Specialiștii noștri vă ajută să găsiți cheia, mașina sau soluția potrivită.', cta: 'Contactați-ne' },
    footer: { catalogue: 'Catalog', company: 'Companie', support: 'Asistență', companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italia' },
  },
  nl: {
    preFooter: { title: 'Hulp nodig bij het kiezen?', text: 'Onze specialisten helpen u de juiste sleutel, machine of oplossing te vinden.', cta: 'Neem contact op' },
    footer: { catalogue: 'Catalogus', company: 'Bedrijf', support: 'Ondersteuning', companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italië' },
  },
  ru: {
    preFooter: { title: 'Нужна помощь в выборе?', text: 'Наши специалисты помогут подобрать подходящий ключ, станок или решение.', cta: 'Связаться с нами' },
    footer: { catalogue: 'Каталог', company: 'Компания', support: 'Поддержка', companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Италия' },
  },
};

/** The `site` namespace as an i18next resource bundle: `{ [lng]: { site: {...} } }`. */
export const siteResources = Object.fromEntries(
  Object.entries(siteStrings).map(([lng, strings]) => [lng, { site: strings }]),
) as Record<Locale, { site: SiteStrings }>;
