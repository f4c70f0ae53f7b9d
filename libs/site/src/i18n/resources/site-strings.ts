import { AUTH_ERROR_CODES, AUTH_ERROR_DETAILS, authErrorDetailMessage, authErrorMessage, type AuthErrorCode, type AuthErrorDetail } from '@silca/auth/shared';
import type { Locale } from '@silca/i18n';
import { extranetStrings, type ExtranetStrings } from './extranet-strings';
import { BUILTIN_FORM_STRINGS, type BuiltinFormStrings } from './builtin-form-strings';

/** Wording of the site frame, namespace `site`, in the nine locales (docs/requirements/product.md#markets-and-locales). */
export type SiteStrings = {
  preFooter: { title: string; text: string; cta: string };
  footer: { catalogue: string; company: string; support: string; companyInfo: string };
  /** The cookie-consent banner (docs/requirements/pages.md#cookie-consent): its fallback title and text, buttons and policy link. */
  consent: {
    title: string;
    text: string;
    accept: string;
    reject: string;
    policy: string;
    settings: string;
    /** `{{choice}}`: the label of its button. */
    current: string;
  };
};

export const siteStrings: Record<Locale, SiteStrings> = {
  en: {
    preFooter: { title: 'Need help choosing?', text: 'Our specialists will help you find the right key, machine or solution.', cta: 'Contact us' },
    footer: {
      catalogue: 'Catalogue',
      company: 'Company',
      support: 'Support',
      companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italy',
    },
    consent: {
      title: 'Cookies on this site',
      text: 'We use technical cookies to run the site and, with your consent, analytics cookies to improve it.',
      accept: 'Accept analytics cookies',
      reject: 'Only technical cookies',
      policy: 'Cookie policy',
      settings: 'Cookie settings',
      current: 'Your current choice: {{choice}}',
    },
  },
  de: {
    preFooter: {
      title: 'Brauchen Sie Hilfe bei der Auswahl?',
      text: 'Unsere Fachleute helfen Ihnen, den richtigen Schlüssel, die richtige Maschine oder Lösung zu finden.',
      cta: 'Kontakt',
    },
    footer: {
      catalogue: 'Katalog',
      company: 'Unternehmen',
      support: 'Service',
      companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italien',
    },
    consent: {
      title: 'Cookies auf dieser Website',
      text: 'Wir verwenden technisch notwendige Cookies und, mit Ihrer Einwilligung, Analyse-Cookies, um die Website zu verbessern.',
      accept: 'Analyse-Cookies akzeptieren',
      reject: 'Nur notwendige Cookies',
      policy: 'Cookie-Richtlinie',
      settings: 'Cookie-Einstellungen',
      current: 'Ihre aktuelle Wahl: {{choice}}',
    },
  },
  es: {
    preFooter: {
      title: '¿Necesita ayuda para elegir?',
      text: 'Nuestros especialistas le ayudarán a encontrar la llave, la máquina o la solución adecuada.',
      cta: 'Contáctenos',
    },
    footer: {
      catalogue: 'Catálogo',
      company: 'Empresa',
      support: 'Asistencia',
      companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italia',
    },
    consent: {
      title: 'Cookies en este sitio',
      text: 'Usamos cookies técnicas para que el sitio funcione y, con su consentimiento, cookies analíticas para mejorarlo.',
      accept: 'Aceptar cookies analíticas',
      reject: 'Solo cookies técnicas',
      policy: 'Política de cookies',
      settings: 'Configuración de cookies',
      current: 'Su elección actual: {{choice}}',
    },
  },
  pt: {
    preFooter: {
      title: 'Precisa de ajuda para escolher?',
      text: 'Os nossos especialistas ajudam-no a encontrar a chave, a máquina ou a solução certa.',
      cta: 'Contacte-nos',
    },
    footer: {
      catalogue: 'Catálogo',
      company: 'Empresa',
      support: 'Assistência',
      companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Itália',
    },
    consent: {
      title: 'Cookies neste site',
      text: 'Usamos cookies técnicos para o site funcionar e, com o seu consentimento, cookies analíticos para o melhorar.',
      accept: 'Aceitar cookies analíticos',
      reject: 'Apenas cookies técnicos',
      policy: 'Política de cookies',
      settings: 'Definições de cookies',
      current: 'A sua escolha atual: {{choice}}',
    },
  },
  fr: {
    preFooter: {
      title: 'Besoin d’aide pour choisir ?',
      text: 'Nos spécialistes vous aident à trouver la clé, la machine ou la solution qui vous convient.',
      cta: 'Contactez-nous',
    },
    footer: {
      catalogue: 'Catalogue',
      company: 'Entreprise',
      support: 'Assistance',
      companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italie',
    },
    consent: {
      title: 'Cookies sur ce site',
      text: 'Nous utilisons des cookies techniques pour faire fonctionner le site et, avec votre accord, des cookies de mesure d’audience pour l’améliorer.',
      accept: 'Accepter les cookies de mesure',
      reject: 'Cookies techniques uniquement',
      policy: 'Politique relative aux cookies',
      settings: 'Paramètres des cookies',
      current: 'Votre choix actuel : {{choice}}',
    },
  },
  it: {
    preFooter: {
      title: 'Serve aiuto nella scelta?',
      text: 'I nostri specialisti ti aiutano a trovare la chiave, la macchina o la soluzione giusta.',
      cta: 'Contattaci',
    },
    footer: {
      catalogue: 'Catalogo',
      company: 'Azienda',
      support: 'Assistenza',
      companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italia',
    },
    consent: {
      title: 'Cookie su questo sito',
      text: 'Usiamo cookie tecnici per far funzionare il sito e, con il tuo consenso, cookie analitici per migliorarlo.',
      accept: 'Accetta i cookie analitici',
      reject: 'Solo cookie tecnici',
      policy: 'Cookie policy',
      settings: 'Impostazioni dei cookie',
      current: 'La tua scelta attuale: {{choice}}',
    },
  },
  ro: {
    preFooter: {
      title: 'Aveți nevoie de ajutor în alegere?',
      text: 'Specialiștii noștri vă ajută să găsiți cheia, mașina sau soluția potrivită.',
      cta: 'Contactați-ne',
    },
    footer: {
      catalogue: 'Catalog',
      company: 'Companie',
      support: 'Asistență',
      companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italia',
    },
    consent: {
      title: 'Cookie-uri pe acest site',
      text: 'Folosim cookie-uri tehnice pentru funcționarea site-ului și, cu acordul dumneavoastră, cookie-uri de analiză pentru a-l îmbunătăți.',
      accept: 'Accept cookie-urile de analiză',
      reject: 'Doar cookie-uri tehnice',
      policy: 'Politica privind cookie-urile',
      settings: 'Setări cookie-uri',
      current: 'Alegerea dumneavoastră actuală: {{choice}}',
    },
  },
  nl: {
    preFooter: {
      title: 'Hulp nodig bij het kiezen?',
      text: 'Onze specialisten helpen u de juiste sleutel, machine of oplossing te vinden.',
      cta: 'Neem contact op',
    },
    footer: {
      catalogue: 'Catalogus',
      company: 'Bedrijf',
      support: 'Ondersteuning',
      companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Italië',
    },
    consent: {
      title: 'Cookies op deze site',
      text: 'We gebruiken technische cookies om de site te laten werken en, met uw toestemming, analytische cookies om hem te verbeteren.',
      accept: 'Analytische cookies accepteren',
      reject: 'Alleen technische cookies',
      policy: 'Cookiebeleid',
      settings: 'Cookie-instellingen',
      current: 'Uw huidige keuze: {{choice}}',
    },
  },
  ru: {
    preFooter: { title: 'Нужна помощь в выборе?', text: 'Наши специалисты помогут подобрать подходящий ключ, станок или решение.', cta: 'Связаться с нами' },
    footer: {
      catalogue: 'Каталог',
      company: 'Компания',
      support: 'Поддержка',
      companyInfo: 'Silca S.p.A. · Via Podgora 20 (Z.I.), 31029 Vittorio Veneto (TV), Италия',
    },
    consent: {
      title: 'Файлы cookie на сайте',
      text: 'Мы используем технические файлы cookie для работы сайта и, с вашего согласия, аналитические файлы cookie для его улучшения.',
      accept: 'Принять аналитические cookie',
      reject: 'Только технические cookie',
      policy: 'Политика cookie',
      settings: 'Настройки cookie',
      current: 'Ваш текущий выбор: {{choice}}',
    },
  },
};

/** The `site` namespace with extranet chrome, login errors and built-in form wording. */
export type SiteNamespace = SiteStrings & {
  extranet: Record<keyof ExtranetStrings, string>;
  authErrors: Record<AuthErrorCode, string>;
  /** What the partner is told when the site, not they, is at fault (docs/requirements/extranet.md#login-errors). */
  authErrorDetails: Record<AuthErrorDetail, string>;
  builtinForm: BuiltinFormStrings;
};

/** The `site` namespace as i18next resources; the browser gets its locale's only. */
export const siteResources = Object.fromEntries(
  Object.entries(siteStrings).map(([lng, strings]) => [
    lng,
    {
      site: {
        ...strings,
        extranet: extranetStrings(lng),
        authErrors: Object.fromEntries(AUTH_ERROR_CODES.map((code) => [code, authErrorMessage(code, lng)])),
        authErrorDetails: Object.fromEntries(AUTH_ERROR_DETAILS.map((detail) => [detail, authErrorDetailMessage(detail, lng)])),
        builtinForm: BUILTIN_FORM_STRINGS[lng as Locale],
      },
    },
  ]),
) as Record<Locale, { site: SiteNamespace }>;
