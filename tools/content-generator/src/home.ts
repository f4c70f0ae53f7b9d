/**
 * Home pages: the global home in all nine locales and the country homes in their language
 * (blocks: editorial_hero, rich_text, products_carousel, small_banner, pre_footer).
 */
import { MARKETS, tryBuildPath, type MarketId } from '@silca/i18n';
import { type T, blok, field, fieldBy, folder, image, richText, story, storyLink, draftOf, type StoryRecord, type AnyLang, urlLink } from './lib';
import type { Catalogue } from './catalog';

const ALL: AnyLang[] = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'];

const HERO_TITLE: T = {
  en: 'Keys, machines and know-how since 1900',
  de: 'Schlüssel, Maschinen und Know-how seit 1900',
  es: 'Llaves, máquinas y experiencia desde 1900',
  pt: 'Chaves, máquinas e saber-fazer desde 1900',
  fr: 'Clés, machines et savoir-faire depuis 1900',
  it: 'Chiavi, macchine e competenza dal 1900',
  ro: 'Chei, mașini și experiență din 1900',
  nl: 'Sleutels, machines en vakmanschap sinds 1900',
  ru: 'Ключи, станки и опыт с 1900 года',
};
const HERO_SUB: T = {
  en: 'The complete range for key professionals',
  de: 'Das komplette Sortiment für Schlüsselprofis',
  es: 'La gama completa para profesionales de la llave',
  pt: 'A gama completa para profissionais da chave',
  fr: 'La gamme complète pour les professionnels de la clé',
  it: 'La gamma completa per i professionisti della chiave',
  ro: 'Gama completă pentru profesioniștii cheilor',
  nl: 'Het complete assortiment voor sleutelvakmensen',
  ru: 'Полный ассортимент для специалистов по ключам',
};
const CTA_PRODUCTS: T = {
  en: 'Discover the products',
  de: 'Produkte entdecken',
  es: 'Descubra los productos',
  pt: 'Descubra os produtos',
  fr: 'Découvrir les produits',
  it: 'Scopri i prodotti',
  ro: 'Descoperă produsele',
  nl: 'Ontdek de producten',
  ru: 'Смотреть продукцию',
};
const INTRO: T = {
  en: 'Silca designs and builds key cutting machines, key blanks, transponders and programming tools in Vittorio Veneto, Italy. Locksmiths, hardware stores and car workshops in more than 100 countries use them every day.\n\nOur key database covers more than 50,000 references, and every machine leaves the factory calibrated and ready to cut.',
  de: 'Silca entwickelt und baut Schlüsselmaschinen, Rohlinge, Transponder und Programmiergeräte in Vittorio Veneto, Italien. Schlüsseldienste, Eisenwarenhändler und Kfz-Werkstätten in über 100 Ländern arbeiten täglich damit.\n\nUnsere Schlüsseldatenbank umfasst mehr als 50.000 Referenzen, und jede Maschine verlässt das Werk kalibriert und einsatzbereit.',
  es: 'Silca diseña y fabrica duplicadoras, llaves en bruto, transpondedores y herramientas de programación en Vittorio Veneto, Italia. Cerrajeros, ferreterías y talleres de más de 100 países los usan cada día.\n\nNuestra base de datos cubre más de 50.000 referencias, y cada máquina sale de fábrica calibrada y lista para cortar.',
  pt: 'A Silca projeta e fabrica duplicadoras, chaves em bruto, transponders e ferramentas de programação em Vittorio Veneto, Itália. Serralheiros, drogarias e oficinas de mais de 100 países utilizam-nos todos os dias.\n\nA nossa base de dados cobre mais de 50.000 referências, e cada máquina sai da fábrica calibrada e pronta a cortar.',
  fr: 'Silca conçoit et fabrique des machines à reproduire les clés, des clés brutes, des transpondeurs et des outils de programmation à Vittorio Veneto, en Italie. Serruriers, quincailliers et garages de plus de 100 pays les utilisent chaque jour.\n\nNotre base de données couvre plus de 50 000 références, et chaque machine quitte l’usine étalonnée et prête à tailler.',
  it: 'Silca progetta e costruisce duplicatrici, chiavi grezze, transponder e strumenti di programmazione a Vittorio Veneto. Fabbri, ferramenta e officine di oltre 100 paesi li usano ogni giorno.\n\nIl nostro database copre più di 50.000 riferimenti, e ogni macchina lascia lo stabilimento calibrata e pronta a tagliare.',
  ro: 'Silca proiectează și produce mașini de copiat chei, chei brute, transpondere și instrumente de programare la Vittorio Veneto, în Italia. Lăcătuși, magazine de feronerie și ateliere auto din peste 100 de țări le folosesc zilnic.\n\nBaza noastră de date acoperă peste 50.000 de referințe, iar fiecare mașină pleacă din fabrică calibrată și gata de lucru.',
  nl: 'Silca ontwerpt en bouwt sleutelmachines, blanco’s, transponders en programmeerapparatuur in Vittorio Veneto, Italië. Sleutelmakers, ijzerwarenwinkels en garages in meer dan 100 landen werken er elke dag mee.\n\nOnze sleuteldatabase bevat meer dan 50.000 referenties, en elke machine verlaat de fabriek gekalibreerd en klaar voor gebruik.',
  ru: 'Silca разрабатывает и производит станки для ключей, заготовки, транспондеры и программаторы в Витторио-Венето, Италия. Ими ежедневно пользуются мастера, хозяйственные магазины и автосервисы более чем в 100 странах.\n\nНаша база ключей насчитывает более 50 000 позиций, и каждый станок покидает завод откалиброванным и готовым к работе.',
};
const INTRO_TITLE: T = {
  en: 'Who we are',
  de: 'Wer wir sind',
  es: 'Quiénes somos',
  pt: 'Quem somos',
  fr: 'Qui sommes-nous',
  it: 'Chi siamo',
  ro: 'Cine suntem',
  nl: 'Wie we zijn',
  ru: 'О нас',
};
const CAROUSEL: T = {
  en: 'Featured products',
  de: 'Ausgewählte Produkte',
  es: 'Productos destacados',
  pt: 'Produtos em destaque',
  fr: 'Produits à la une',
  it: 'Prodotti in evidenza',
  ro: 'Produse recomandate',
  nl: 'Uitgelichte producten',
  ru: 'Избранная продукция',
};
const BANNER_TITLE: T = {
  en: 'Smart Pro Mini is here',
  de: 'Smart Pro Mini ist da',
  es: 'Llega Smart Pro Mini',
  pt: 'Chegou o Smart Pro Mini',
  fr: 'Smart Pro Mini est arrivé',
  it: 'Arriva Smart Pro Mini',
  ro: 'A sosit Smart Pro Mini',
  nl: 'Smart Pro Mini is er',
  ru: 'Smart Pro Mini уже здесь',
};
const BANNER_TEXT: T = {
  en: 'Program remotes and proximity keys anywhere with a device that fits in one hand.',
  de: 'Funk- und Keyless-Schlüssel überall programmieren, mit einem Gerät für eine Hand.',
  es: 'Programe mandos y llaves de proximidad en cualquier lugar con un equipo que cabe en una mano.',
  pt: 'Programe comandos e chaves de proximidade em qualquer lugar com um equipamento que cabe numa mão.',
  fr: 'Programmez télécommandes et clés mains libres partout avec un appareil qui tient dans une main.',
  it: 'Programma radiocomandi e chiavi di prossimità ovunque con un dispositivo che sta in una mano.',
  ro: 'Programează telecomenzi și chei de proximitate oriunde, cu un dispozitiv care încape într-o mână.',
  nl: 'Programmeer afstandsbedieningen en keyless sleutels overal met een apparaat dat in één hand past.',
  ru: 'Программируйте пульты и бесконтактные ключи где угодно с устройством, которое помещается в руке.',
};
const LEARN_MORE: T = {
  en: 'Learn more',
  de: 'Mehr erfahren',
  es: 'Más información',
  pt: 'Saber mais',
  fr: 'En savoir plus',
  it: 'Scopri di più',
  ro: 'Află mai multe',
  nl: 'Meer weten',
  ru: 'Подробнее',
};
const PRE_TITLE: T = {
  en: 'Need help choosing?',
  de: 'Brauchen Sie Hilfe bei der Auswahl?',
  es: '¿Necesita ayuda para elegir?',
  pt: 'Precisa de ajuda para escolher?',
  fr: 'Besoin d’aide pour choisir ?',
  it: 'Hai bisogno di aiuto nella scelta?',
  ro: 'Aveți nevoie de ajutor?',
  nl: 'Hulp nodig bij het kiezen?',
  ru: 'Нужна помощь с выбором?',
};
const PRE_TEXT: T = {
  en: 'Our sales team answers within one working day.',
  de: 'Unser Vertriebsteam antwortet innerhalb eines Arbeitstages.',
  es: 'Nuestro equipo comercial responde en un día laborable.',
  pt: 'A nossa equipa comercial responde num dia útil.',
  fr: 'Notre équipe commerciale répond sous un jour ouvré.',
  it: 'Il nostro team commerciale risponde entro un giorno lavorativo.',
  ro: 'Echipa noastră de vânzări răspunde într-o zi lucrătoare.',
  nl: 'Ons verkoopteam antwoordt binnen één werkdag.',
  ru: 'Наш отдел продаж отвечает в течение рабочего дня.',
};
const CONTACT_US: T = {
  en: 'Contact us',
  de: 'Kontakt',
  es: 'Contáctenos',
  pt: 'Contacte-nos',
  fr: 'Contactez-nous',
  it: 'Contattaci',
  ro: 'Contactați-ne',
  nl: 'Neem contact op',
  ru: 'Связаться с нами',
};
const HOME: T = { en: 'Home', de: 'Startseite', es: 'Inicio', pt: 'Início', fr: 'Accueil', it: 'Home', ro: 'Acasă', nl: 'Home', ru: 'Главная' };

/** The blocks of a home page; `langs` limits the translations (a country home has one). */
/**
 * `cta_link` (and its translations) to the Smart Pro Mini landing at `/{lang}/global/{slug}` on the
 * home's market (the route of the custom landing family), else `fallback`.
 */
function landingLink(seed: string, langs: AnyLang[], fallback: Record<string, unknown>): Record<string, unknown> {
  const marketId = seed.replace(/-home$/, '') as MarketId;
  const market = MARKETS[marketId] ?? MARKETS.global;
  const href = (l: AnyLang) => tryBuildPath('custom-landing', { customSlug: 'landing-smart-pro-mini' }, l, market);
  const out: Record<string, unknown> = { cta_link: href(langs[0] ?? 'en') ? urlLink(href(langs[0] ?? 'en')!) : fallback };
  if (langs.includes('en')) out.cta_link = href('en') ? urlLink(href('en')!) : fallback;
  for (const l of langs) {
    if (l === 'en') continue;
    const h = href(l);
    if (h) out[`cta_link__i18n__${l}`] = urlLink(h);
  }
  return out;
}

function homeBody(seed: string, cat: Catalogue, contacts: { uuid: string; full_slug: string } | null, langs: AnyLang[]): Record<string, unknown>[] {
  const pick = (t: T): T =>
    typeof t === 'string' ? t : (Object.fromEntries(Object.entries(t).filter(([l]) => langs.includes(l as AnyLang) || l === 'en')) as T);
  const featured = cat.products.filter((p) => p.tag_list.includes('featured')).map((p) => p.uuid);
  const smartPro = cat.bySlug.get('smart-pro-mini')!;
  return [
    blok('editorial_hero', `${seed}-hero`, {
      ...field('title', pick(HERO_TITLE)),
      ...field('subtitle', pick(HERO_SUB)),
      image: image('home-hero.jpg', 'Silca', 'photo', 'A key cutting machine on a workshop bench', [1920, 1080]),
      ...field('cta_label', pick(CTA_PRODUCTS)),
      cta_link: storyLink(cat.productsListing),
      cta_type: 'primary',
      fixed_ratio: false,
    }),
    blok('rich_text', `${seed}-intro`, {
      ...fieldBy(
        'text',
        (l) =>
          langs.includes(l)
            ? richText(
                `## ${typeof INTRO_TITLE === 'string' ? INTRO_TITLE : (INTRO_TITLE[l] ?? INTRO_TITLE.en)}\n\n${typeof INTRO === 'string' ? INTRO : (INTRO[l] ?? INTRO.en)}`,
              )
            : undefined,
        langs,
      ),
    }),
    blok('products_carousel', `${seed}-carousel`, { ...field('title', pick(CAROUSEL)), products: featured }),
    blok('small_banner', `${seed}-banner`, {
      ...field('title', pick(BANNER_TITLE)),
      ...field('text', pick(BANNER_TEXT)),
      image: image('banner-smart-pro-mini.jpg', 'Smart Pro Mini', 'machine', 'Smart Pro Mini programming device', [800, 600]),
      ...field('cta_label', pick(LEARN_MORE)),
      // The public custom landing of docs/requirements/urls.md#custom-landing, linked so that visitors and crawlers reach it.
      ...landingLink(seed, langs, storyLink(smartPro)),
    }),
    blok('pre_footer', `${seed}-prefooter`, {
      ...field('title', pick(PRE_TITLE)),
      ...field('text', pick(PRE_TEXT)),
      ...field('cta_label', pick(CONTACT_US)),
      cta_link: contacts
        ? storyLink(contacts)
        : { id: '', url: 'mailto:info@silca.it', linktype: 'email', email: 'info@silca.it', fieldtype: 'multilink', cached_url: 'mailto:info@silca.it' },
    }),
  ];
}

/** The title of a country market's home in its language, before " – {country}" (docs/requirements/pages.md#titles-and-descriptions). */
const COUNTRY_SEO_TITLE = {
  it: 'Duplicatrici, chiavi e transponder',
  es: 'Duplicadoras, llaves y transpondedores',
  fr: 'Machines à clés, clés et transpondeurs',
  de: 'Schlüsselmaschinen, Schlüssel und Transponder',
};
/** The meta description of a country market's home in its language. */
const COUNTRY_SEO_DESCRIPTION = {
  it: 'Silca Italia: duplicatrici, chiavi grezze, transponder e assistenza tecnica per i professionisti della chiave, con consegna in tutta Italia.',
  es: 'Silca España: duplicadoras, llaves en bruto, transpondedores y asistencia técnica para profesionales de la llave en toda España.',
  fr: 'Silca France : machines à reproduire les clés, clés brutes, transpondeurs et assistance technique pour les professionnels de la clé.',
  de: 'Silca Deutschland: Schlüsselmaschinen, Rohlinge, Transponder und technischer Support für Schlüsselprofis in ganz Deutschland.',
};

/** The global home (nine locales) and the home of each country market in its language. */
export function buildHomes(cat: Catalogue, contacts: Partial<Record<string, StoryRecord>> = {}): Record<string, StoryRecord> {
  const out: Record<string, StoryRecord> = {};
  folder('global', 'Global', undefined, 0);
  out.global = story({
    fullSlug: 'global/home',
    name: HOME,
    position: -1,
    content: {
      component: 'page',
      ...field('title', HOME),
      ...field('seo_title', {
        en: 'Key cutting machines, keys and transponders',
        it: 'Duplicatrici, chiavi e transponder',
        de: 'Schlüsselmaschinen, Schlüssel und Transponder',
        es: 'Duplicadoras, llaves y transpondedores',
        fr: 'Machines à clés, clés et transpondeurs',
        pt: 'Duplicadoras, chaves e transponders',
        nl: 'Sleutelmachines, sleutels en transponders',
        ro: 'Mașini de chei, chei și transpondere',
        ru: 'Станки, ключи и транспондеры',
      }),
      ...field('seo_description', {
        en: 'Silca makes key cutting machines, key blanks, transponders and programming tools for key professionals in more than 100 countries.',
        it: 'Silca produce duplicatrici, chiavi grezze, transponder e strumenti di programmazione per i professionisti della chiave in oltre 100 paesi.',
        de: 'Silca stellt Schlüsselmaschinen, Rohlinge, Transponder und Programmiergeräte für Schlüsselprofis in mehr als 100 Ländern her.',
        es: 'Silca fabrica duplicadoras, llaves en bruto, transpondedores y herramientas de programación para profesionales de la llave en más de 100 países.',
        pt: 'A Silca fabrica duplicadoras, chaves em bruto, transponders e ferramentas de programação para profissionais da chave em mais de 100 países.',
        fr: 'Silca fabrique des machines à reproduire les clés, des clés brutes, des transpondeurs et des outils de programmation pour les professionnels de la clé dans plus de 100 pays.',
        ro: 'Silca produce mașini de copiat chei, chei brute, transpondere și instrumente de programare pentru profesioniști din peste 100 de țări.',
        nl: 'Silca maakt sleutelmachines, blanco’s, transponders en programmeerapparatuur voor sleutelvakmensen in meer dan 100 landen.',
        ru: 'Silca производит станки для ключей, заготовки, транспондеры и программаторы для специалистов более чем в 100 странах.',
      }),
      layout: 'prefooter',
      body: homeBody('global-home', cat, contacts.global ?? null, ALL),
    },
  });
  draftOf(out.global, (c) => {
    const body = (c.body as Array<Record<string, unknown>>).map((b) =>
      b.component === 'editorial_hero' ? { ...b, title: 'Keys, machines and know-how since 1900 (draft)' } : b,
    );
    return { ...c, body };
  });
  const markets: Array<[string, AnyLang, string]> = [
    ['italy', 'it', 'Italia'],
    ['spain', 'es', 'España'],
    ['france', 'fr', 'France'],
    ['germany', 'de', 'Deutschland'],
  ];
  for (const [market, lang, name] of markets) {
    folder(market, name, undefined, 1);
    const home = typeof HOME === 'string' ? HOME : (HOME[lang] ?? HOME.en);
    out[market] = story({
      fullSlug: `${market}/home`,
      name: { en: `Home ${name}`, [lang]: home } as T,
      position: -1,
      content: {
        component: 'page',
        ...field('title', { en: home, [lang]: home } as T),
        // A real title and description for the country home (docs/requirements/pages.md#titles-and-descriptions: not "Home").
        seo_title: `${COUNTRY_SEO_TITLE[lang as 'it' | 'es' | 'fr' | 'de']} – ${name}`,
        seo_description: COUNTRY_SEO_DESCRIPTION[lang as 'it' | 'es' | 'fr' | 'de'],
        layout: 'prefooter',
        body: homeBody(`${market}-home`, cat, contacts[market] ?? null, [lang]).map((b) => unwrapTo(b, lang)),
      },
    });
  }
  return out;
}

/**
 * A country market's own stories are written in its language: the market language becomes the
 * field value (so the story reads right with or without `language`), translations are dropped.
 */
export function unwrapTo<V>(node: V, lang: AnyLang): V {
  if (Array.isArray(node)) return node.map((n) => unwrapTo(n, lang)) as V;
  if (!node || typeof node !== 'object') return node;
  const src = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(src)) {
    if (k.includes('__i18n__')) continue;
    const translated = src[`${k}__i18n__${lang}`];
    out[k] = unwrapTo(translated !== undefined ? translated : v, lang);
  }
  return out as V;
}
