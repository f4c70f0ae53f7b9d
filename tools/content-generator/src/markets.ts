/**
 * Country-market pages (italy, spain, france, germany) written in the market's language, and the
 * extranet stories under `global/extranet/` (docs/requirements/content.md#space-layout: never public).
 */
import { CATEGORIES, type Catalogue } from './catalog';
import { listingPage } from './editorial';
import { type AnyLang, type T, blok, field, fieldBy, folder, image, pdf, richText, stories, story, type StoryRecord } from './lib';
import type { L5, Text5 } from './news-data';
import { segmentSlugs } from './segments';

type Market = 'italy' | 'spain' | 'france' | 'germany';
const LANG: Record<Market, L5> = { italy: 'it', spain: 'es', france: 'fr', germany: 'de' };

interface MarketData {
  office: string;
  address: string;
  phone: string;
  email: string;
  contactsTitle: string;
  contactsText: string;
  newsTitle: string;
  news: Array<{ slug: string; date: string; title: string; excerpt: string; body: string }>;
}

const DATA: Record<Market, MarketData> = {
  italy: {
    office: 'Silca S.p.A.',
    address: 'Via Podgora 20, 31029 Vittorio Veneto (TV)',
    phone: '0438 9136',
    email: 'info@silca.it',
    contactsTitle: 'Contatti Italia',
    contactsText:
      'Il nostro ufficio commerciale Italia risponde dal lunedì al venerdì dalle 8:30 alle 17:30. Per l’assistenza tecnica chiama il numero verde 800 123 456.',
    newsTitle: 'Notizie dall’Italia',
    news: [
      {
        slug: 'corsi-chiavi-auto-autunno',
        date: '2025-09-01 09:00',
        title: 'Corsi chiavi auto: il calendario d’autunno',
        excerpt: 'Dieci date in sei città, dalla duplicazione di base alla programmazione OBD.',
        body: 'Il calendario dei corsi d’autunno tocca Milano, Torino, Bologna, Roma, Napoli e Bari. Ogni corso dura un giorno e comprende prove pratiche su veicoli reali.\n\nI posti sono limitati a dodici partecipanti per data.',
      },
      {
        slug: 'nuovo-centro-assistenza-napoli',
        date: '2025-06-20 09:00',
        title: 'Nuovo centro assistenza a Napoli',
        excerpt: 'Riparazioni e ricambi in giornata per il Sud Italia.',
        body: 'Il nuovo centro assistenza di Napoli ripara le macchine Silca in giornata e tiene a magazzino i ricambi più richiesti.\n\nÈ aperto dal lunedì al sabato.',
      },
    ],
  },
  spain: {
    office: 'Silca Key Systems S.A.',
    address: 'Calle de la Industria 12, 08908 L’Hospitalet de Llobregat (Barcelona)',
    phone: '+34 93 337 37 37',
    email: 'info@silca.es',
    contactsTitle: 'Contactos España',
    contactsText: 'Nuestra oficina de España atiende de lunes a viernes de 8:30 a 17:30. Para asistencia técnica llame al 900 123 456.',
    newsTitle: 'Noticias de España',
    news: [
      {
        slug: 'jornadas-cerrajeria-barcelona',
        date: '2025-05-08 09:00',
        title: 'Jornadas de cerrajería en Barcelona',
        excerpt: 'Dos días de demostraciones y cursos en nuestra sede de Barcelona.',
        body: 'Más de 300 cerrajeros visitaron nuestra sede durante las jornadas de puertas abiertas. Probaron las nuevas máquinas y asistieron a cursos de programación.\n\nLa próxima edición será en primavera.',
      },
      {
        slug: 'nuevo-almacen-madrid',
        date: '2025-02-14 09:00',
        title: 'Nuevo almacén en Madrid',
        excerpt: 'Entregas en 24 horas en toda la península.',
        body: 'El nuevo almacén de Madrid permite entregar llaves en bruto y transpondedores en 24 horas en toda la península.\n\nLos pedidos se gestionan desde la extranet.',
      },
    ],
  },
  france: {
    office: 'Silca S.A.S.',
    address: '12 rue de la Serrurerie, 92230 Gennevilliers',
    phone: '+33 1 41 47 50 50',
    email: 'info@silca.fr',
    contactsTitle: 'Contacts France',
    contactsText: 'Notre bureau France répond du lundi au vendredi de 8 h 30 à 17 h 30. Pour l’assistance technique, appelez le 0 800 123 456.',
    newsTitle: 'Actualités France',
    news: [
      {
        slug: 'tour-de-france-des-serruriers',
        date: '2025-04-03 09:00',
        title: 'Le tour de France des serruriers',
        excerpt: 'Notre camion de démonstration s’arrête dans vingt villes.',
        body: 'Notre camion de démonstration parcourt la France d’avril à juin et s’arrête dans vingt villes. À bord : les dernières machines et deux techniciens.\n\nLe programme complet est disponible auprès de votre commercial.',
      },
      {
        slug: 'formation-certifiee-cles-auto',
        date: '2025-01-15 09:00',
        title: 'Une formation certifiée sur les clés automobiles',
        excerpt: 'Trois jours pour obtenir la certification Silca.',
        body: 'La formation certifiante sur les clés automobiles dure trois jours et se termine par un examen pratique.\n\nElle a lieu chaque mois à Gennevilliers.',
      },
    ],
  },
  germany: {
    office: 'Silca GmbH',
    address: 'Siemensstraße 15, 42551 Velbert',
    phone: '+49 2051 2710',
    email: 'info@silca.de',
    contactsTitle: 'Kontakt Deutschland',
    contactsText: 'Unser Büro in Deutschland ist montags bis freitags von 8:30 bis 17:30 Uhr erreichbar. Technischen Support erhalten Sie unter 0800 123 4567.',
    newsTitle: 'Neuigkeiten aus Deutschland',
    news: [
      {
        slug: 'schulungszentrum-velbert-erweitert',
        date: '2025-03-11 09:00',
        title: 'Schulungszentrum in Velbert erweitert',
        excerpt: 'Mehr Plätze für Kurse zu Fahrzeugschlüsseln.',
        body: 'Das Schulungszentrum in Velbert hat jetzt zwölf Arbeitsplätze und einen Fahrzeugbereich. Kurse finden jede Woche statt.\n\nDie Anmeldung erfolgt über das Extranet.',
      },
      {
        slug: 'neuer-aussendienst-bayern',
        date: '2024-11-19 09:00',
        title: 'Neuer Außendienst in Bayern',
        excerpt: 'Zwei neue Gebietsleiter betreuen Schlüsseldienste in Bayern.',
        body: 'Zwei neue Gebietsleiter betreuen ab sofort Schlüsseldienste und Händler in Bayern.\n\nSie führen Vorführungen direkt im Geschäft durch.',
      },
    ],
  },
};

/** Contacts startpage and local news of each country market, in its own language. */
export function buildMarkets(): Partial<Record<string, StoryRecord>> {
  const contacts: Partial<Record<string, StoryRecord>> = {};
  for (const market of Object.keys(DATA) as Market[]) {
    const d = DATA[market];
    const lang = LANG[market];
    const only = (key: Parameters<typeof segmentSlugs>[0]) => ({ [lang]: segmentSlugs(key)[lang] });
    folder(`${market}/contacts`, d.contactsTitle, only('contacts'), 40);
    contacts[market] = story({
      fullSlug: `${market}/contacts`,
      startpage: true,
      name: d.contactsTitle,
      content: {
        component: 'page',
        title: d.contactsTitle,
        body: [
          blok('slim_hero', `${market}-contacts-hero`, { title: d.contactsTitle, subtitle: `${d.office}, ${d.address}` }),
          blok('rich_text', `${market}-contacts-text`, { text: richText(`${d.contactsText}\n\n${d.office}, ${d.address}. ${d.phone}. ${d.email}.`) }),
        ],
      },
    });
    folder(`${market}/events-and-news`, d.newsTitle, only('eventsAndNews'), 30);
    folder(`${market}/events-and-news/news-about-us`, d.newsTitle, only('newsAboutUs'), 1);
    listingPage(
      `${market}/events-and-news/news-about-us`,
      d.newsTitle,
      d.newsTitle,
      { component: 'news_grid', startsWith: `${market}/events-and-news/news-about-us/`, contentType: 'news_article' },
      [blok('news_grid', `${market}-global-news`, { title: '', folder: 'global/events-and-news/news-about-us/', content_type: 'news_article', per_page: 6 })],
    );
    d.news.forEach((n, i) =>
      story({
        fullSlug: `${market}/events-and-news/news-about-us/${n.slug}`,
        name: n.title,
        date: n.date,
        sortByDate: n.date.slice(0, 10),
        position: i,
        tags: ['news', market],
        content: {
          component: 'news_article',
          kind: 'news',
          title: n.title,
          date: n.date,
          excerpt: n.excerpt,
          image: image(`news-${n.slug}.jpg`, n.title, 'photo', n.title, [1200, 675]),
          body: richText(n.body),
          related_products: [],
        },
      }),
    );
  }
  return contacts;
}

const t5 = (en: string, it: string, de: string, es: string, fr: string): Text5 => ({ en, it, de, es, fr });

/** A partner bulletin's title in the nine locales (docs/requirements/product.md#every-language-its-own-words); its texts come from the phrase table. */
const bulletinTitle = (month: string): T => ({
  en: `Partner bulletin ${month}`,
  de: `Partner-Rundschreiben ${month}`,
  es: `Boletín para socios ${month}`,
  pt: `Boletim para parceiros ${month}`,
  fr: `Bulletin partenaires ${month}`,
  it: `Bollettino partner ${month}`,
  ro: `Buletin pentru parteneri ${month}`,
  nl: `Partnerbulletin ${month}`,
  ru: `Бюллетень для партнёров ${month}`,
});

/** The extranet space (docs/requirements/urls.md#extranet-routes) under global/extranet/. */
/**
 * Who may see each extranet folder (decision 0860): the `roles` field of a folder's start page,
 * inherited by every story and file below it until a deeper start page sets its own. The BU
 * Italia documentation needs `bu-italia`; every other section `partner`.
 */
const PARTNER = ['partner'];

const PARTNER_CATEGORY_INTRO = t5(
  'Net prices and stock for partners.',
  'Prezzi netti e disponibilità per i partner.',
  'Nettopreise und Bestand für Partner.',
  'Precios netos y stock para socios.',
  'Prix nets et stock pour partenaires.',
);

/** A partner category folder of `global/extranet/products/` with its listing start page (the public category's name). */
function partnerCategory(cat: Catalogue, slug: string, position: number): void {
  const category = cat.categories.get(slug)!;
  const title = CATEGORIES.find((c) => c.slug === slug)!.name;
  folder(`global/extranet/products/${slug}`, title, undefined, position);
  story({
    fullSlug: `global/extranet/products/${slug}`,
    startpage: true,
    name: title,
    tags: ['extranet'],
    content: { component: 'extranet_category_listing', ...field('title', title), ...field('intro', PARTNER_CATEGORY_INTRO), category: category.uuid },
  });
}

/**
 * A partner sheet (`extranet_product_detail`): the product fields of docs/requirements/content.md#entities (as the public
 * product_detail, whose family and category it keeps) plus the partner's net price and price list.
 */
function partnerSheet(product: StoryRecord, categorySlug: string, slug: string, netPrice: string): void {
  const name = String((product.content as { name?: unknown }).name ?? product.name);
  story({
    fullSlug: `global/extranet/products/${categorySlug}/${slug}`,
    name: t5(`${name}: partner sheet`, `${name}: scheda partner`, `${name}: Partnerdatenblatt`, `${name}: ficha de socio`, `${name} : fiche partenaire`),
    tags: ['extranet'],
    content: {
      ...structuredClone(product.content),
      component: 'extranet_product_detail',
      product: product.uuid,
      net_price: netPrice,
      files: [pdf(`${slug.replace(/-partner-sheet$/, '')}-partner-price-list.pdf`, `${name} partner price list`, [name, `Net price ${netPrice}`])],
    },
  });
}

/**
 * Partner sheets of the residential family (docs/requirements/pages.md#listings: the extranet "Residential" listing
 * said "no products yet"): Mirage (residential key machines) and the MO14 blank (key blanks).
 * Built after every other story, so the asset ids of the rest of the space stay as they were.
 */
export function buildResidentialPartnerSheets(cat: Catalogue): void {
  partnerCategory(cat, 'residential-key-machines', 4);
  partnerSheet(cat.bySlug.get('silca-mirage')!, 'residential-key-machines', 'mirage-partner-sheet', '1,890.00 EUR');
  partnerCategory(cat, 'key-blanks', 5);
  partnerSheet(cat.bySlug.get('blank-mo14')!, 'key-blanks', 'mo14-partner-sheet', '0.85 EUR');
}

/**
 * The card image of an extranet section on the extranet home (pages_sorting tiles): an image the
 * space already holds (same asset, as an editor would pick it from the library), not a new one.
 */
function sectionImage(fullSlug: string, fieldName: 'image' | 'images'): Record<string, unknown> {
  const found = stories.find((s) => s.full_slug === fullSlug)?.content as Record<string, unknown> | undefined;
  const value = found?.[fieldName];
  const asset = Array.isArray(value) ? value[0] : value;
  if (!asset || typeof asset !== 'object') throw new Error(`no ${fieldName} on ${fullSlug} for an extranet section card`);
  return { image: structuredClone(asset) };
}

export function buildExtranet(cat: Catalogue): void {
  const base = 'global/extranet';
  folder(base, 'Extranet', undefined, 500);
  const page = (
    fullSlug: string,
    component: string,
    title: Text5,
    text: Text5,
    extra: Record<string, unknown> = {},
    opts: { startpage?: boolean; slugs?: Partial<Record<AnyLang, string>>; position?: number } = {},
  ) =>
    story({
      fullSlug,
      startpage: opts.startpage,
      slugs: opts.slugs,
      position: opts.position,
      name: title,
      tags: ['extranet'],
      content: { component, ...field('title', title), ...field('intro', text), ...(component === 'page' ? { layout: 'extranet', body: [] } : {}), ...extra },
    });

  page(
    `${base}`,
    'page',
    t5('Partner area', 'Area partner', 'Partnerbereich', 'Área de socios', 'Espace partenaires'),
    t5(
      'Price lists, catalogues, photos and technical bulletins for Silca partners.',
      'Listini, cataloghi, foto e bollettini tecnici per i partner Silca.',
      'Preislisten, Kataloge, Fotos und technische Bulletins für Silca-Partner.',
      'Tarifas, catálogos, fotos y boletines técnicos para socios de Silca.',
      'Tarifs, catalogues, photos et bulletins techniques pour les partenaires Silca.',
    ),
    { body: [], roles: PARTNER },
    { startpage: true },
  );

  folder(`${base}/products`, t5('Products', 'Prodotti', 'Produkte', 'Productos', 'Produits'), segmentSlugs('products'), 1);
  page(
    `${base}/products`,
    'extranet_general_product_listing',
    t5('Products', 'Prodotti', 'Produkte', 'Productos', 'Produits'),
    t5(
      'Partner prices and availability for the whole range.',
      'Prezzi partner e disponibilità per tutta la gamma.',
      'Partnerpreise und Verfügbarkeit für das gesamte Sortiment.',
      'Precios de socio y disponibilidad de toda la gama.',
      'Prix partenaires et disponibilité de toute la gamme.',
    ),
    { starts_with: 'global/products/', roles: PARTNER },
    { startpage: true },
  );
  for (const family of ['automotive', 'residential'] as const) {
    page(
      `${base}/products/${family}`,
      'extranet_product_listing',
      family === 'automotive'
        ? t5('Automotive', 'Automotive', 'Fahrzeuge', 'Automoción', 'Automobile')
        : t5('Residential', 'Residenziale', 'Gebäude', 'Residencial', 'Résidentiel'),
      t5(
        'Partner prices by family.',
        'Prezzi partner per famiglia.',
        'Partnerpreise nach Produktfamilie.',
        'Precios de socio por familia.',
        'Prix partenaires par famille.',
      ),
      { family },
      { slugs: segmentSlugs(family) },
    );
  }
  const futura = cat.bySlug.get('silca-futura-pro')!;
  partnerCategory(cat, 'automotive-key-machines', 3);
  partnerSheet(futura, 'automotive-key-machines', 'futura-pro-partner-sheet', '4,950.00 EUR');

  folder(
    `${base}/photogallery`,
    t5('Photo gallery', 'Galleria fotografica', 'Fotogalerie', 'Galería de fotos', 'Galerie photos'),
    segmentSlugs('photogallery'),
    2,
  );
  page(
    `${base}/photogallery`,
    'page',
    t5('Photo gallery', 'Galleria fotografica', 'Fotogalerie', 'Galería de fotos', 'Galerie photos'),
    t5(
      'High-resolution photos for catalogues and shop windows.',
      'Foto in alta risoluzione per cataloghi e vetrine.',
      'Hochauflösende Fotos für Kataloge und Schaufenster.',
      'Fotos en alta resolución para catálogos y escaparates.',
      'Photos haute résolution pour catalogues et vitrines.',
    ),
    { body: [], roles: PARTNER },
    { startpage: true },
  );
  for (const [slug, title] of [
    ['machines', t5('Machines', 'Macchine', 'Maschinen', 'Máquinas', 'Machines')],
    ['events', t5('Events', 'Eventi', 'Veranstaltungen', 'Eventos', 'Événements')],
  ] as const) {
    folder(`${base}/photogallery/${slug}`, title, undefined, 0);
    page(
      `${base}/photogallery/${slug}`,
      'photo_album',
      title,
      title,
      {
        images: [1, 2, 3].map((n) =>
          image(`gallery-${slug}-${n}.jpg`, `${title.en} ${n}`, slug === 'machines' ? 'machine' : 'photo', `${title.en} ${n}`, [1600, 1067]),
        ),
      },
      { startpage: true },
    );
  }

  folder(
    `${base}/news-bulletins`,
    t5('News bulletins', 'Bollettini notizie', 'Rundschreiben', 'Boletines de noticias', 'Bulletins d’information'),
    segmentSlugs('newsBulletins'),
    3,
  );
  page(
    `${base}/news-bulletins`,
    'page',
    t5('News bulletins', 'Bollettini notizie', 'Rundschreiben', 'Boletines de noticias', 'Bulletins d’information'),
    t5(
      'Monthly news for partners: prices, new products, promotions.',
      'Notizie mensili per i partner: prezzi, novità, promozioni.',
      'Monatliche Neuigkeiten für Partner: Preise, Neuheiten, Aktionen.',
      'Noticias mensuales para socios: precios, novedades, promociones.',
      'Nouvelles mensuelles pour partenaires : prix, nouveautés, promotions.',
    ),
    { body: [], roles: PARTNER },
    { startpage: true },
  );
  [
    ['bulletin-2025-09', '2025-09-01'],
    ['bulletin-2025-08', '2025-08-01'],
    ['bulletin-2025-07', '2025-07-01'],
  ].forEach(([slug, date], i) =>
    story({
      fullSlug: `${base}/news-bulletins/${slug}`,
      name: bulletinTitle(date!.slice(0, 7)),
      date: `${date} 09:00`,
      position: i,
      tags: ['extranet', 'bulletin'],
      content: {
        component: 'news_article',
        kind: 'bulletin',
        ...field('title', bulletinTitle(date!.slice(0, 7))),
        date: `${date} 09:00`,
        excerpt: 'Price changes, new references and the promotions of the month.',
        image: image(`bulletin-${slug}.jpg`, 'Partner bulletin', 'document', 'Partner bulletin', [1200, 675]),
        body: richText(
          'New references were added to the key database this month. Partner prices of transponders change on the first day of next month.\n\nThe promotion on Futura Pro continues until the end of the quarter.',
        ),
        related_products: [futura.uuid],
      },
    }),
  );

  folder(`${base}/documentazione-per-bu-italia`, 'Documentazione per BU Italia', undefined, 4);
  page(
    `${base}/documentazione-per-bu-italia`,
    'page',
    t5(
      'Documentation for the Italian business unit',
      'Documentazione per la BU Italia',
      'Unterlagen für die BU Italien',
      'Documentación para la BU Italia',
      'Documentation pour la BU Italie',
    ),
    t5(
      'Procedures and forms of the Italian business unit.',
      'Procedure e moduli della business unit Italia.',
      'Abläufe und Formulare der Business Unit Italien.',
      'Procedimientos y formularios de la unidad de negocio Italia.',
      'Procédures et formulaires de la business unit Italie.',
    ),
    { body: [], roles: ['bu-italia'] },
    { startpage: true },
  );
  [
    ['procedura-resi', 'Procedura resi'],
    ['listino-agenti-2025', 'Listino agenti 2025'],
  ].forEach(([slug, title], i) =>
    story({
      fullSlug: `${base}/documentazione-per-bu-italia/${slug}`,
      name: title!,
      position: i,
      tags: ['extranet'],
      content: {
        component: 'product_resource',
        title: title!,
        category: 'documentation',
        media_folder: 'standard',
        date: '2025-01-10 09:00',
        files: [pdf(`${slug}.pdf`, title!, [title!, 'Silca S.p.A. - uso interno'])],
        description: richText(`${title}: documento riservato ai partner italiani.`),
        body: [],
      },
    }),
  );

  folder(`${base}/catalogues`, t5('Catalogues', 'Cataloghi', 'Kataloge', 'Catálogos', 'Catalogues'), segmentSlugs('catalogues'), 5);
  page(
    `${base}/catalogues`,
    'page',
    t5('Catalogues', 'Cataloghi', 'Kataloge', 'Catálogos', 'Catalogues'),
    t5(
      'Partner catalogues and price lists by year.',
      'Cataloghi e listini partner per anno.',
      'Partnerkataloge und Preislisten nach Jahr.',
      'Catálogos y tarifas de socios por año.',
      'Catalogues et tarifs partenaires par année.',
    ),
    { body: [], roles: PARTNER },
    { startpage: true },
  );
  for (const year of ['2025', '2024']) {
    folder(`${base}/catalogues/${year}`, year, undefined, 0);
    page(
      `${base}/catalogues/${year}`,
      'page',
      t5(`Catalogues ${year}`, `Cataloghi ${year}`, `Kataloge ${year}`, `Catálogos ${year}`, `Catalogues ${year}`),
      t5(`Catalogues of ${year}.`, `Cataloghi del ${year}.`, `Kataloge ${year}.`, `Catálogos de ${year}.`, `Catalogues ${year}.`),
      { body: [] },
      { startpage: true },
    );
    const priceList = t5(
      `Partner price list ${year}`,
      `Listino prezzi partner ${year}`,
      `Partner-Preisliste ${year}`,
      `Tarifa de socios ${year}`,
      `Tarif partenaires ${year}`,
    );
    const validFrom = t5(
      `Net prices for partners, valid from 15 January ${year}.`,
      `Prezzi netti per i partner, validi dal 15 gennaio ${year}.`,
      `Nettopreise für Partner, gültig ab 15. Januar ${year}.`,
      `Precios netos para socios, válidos desde el 15 de enero de ${year}.`,
      `Prix nets pour partenaires, valables à partir du 15 janvier ${year}.`,
    );
    story({
      fullSlug: `${base}/catalogues/${year}/partner-price-list-${year}`,
      name: priceList,
      tags: ['extranet'],
      content: {
        component: 'product_resource',
        ...field('title', priceList),
        category: 'catalogues',
        media_folder: 'SiteCatalogs',
        date: `${year}-01-15 09:00`,
        files: [pdf(`partner-price-list-${year}.pdf`, `Partner price list ${year}`, [`Partner price list ${year}`])],
        ...fieldBy('description', (l) => richText(validFrom[l as keyof typeof validFrom] ?? validFrom.en), ['en', 'it', 'de', 'es', 'fr']),
        body: [],
      },
    });
  }
  // The extranet home's cards (pages_sorting, docs/requirements/pages.md#page-templates): each section with an image; its intro is the teaser.
  const covers: Array<[string, string, 'image' | 'images']> = [
    ['products', 'global/products/silca-futura-pro', 'images'],
    ['photogallery', `${base}/photogallery/machines/`, 'images'],
    ['news-bulletins', `${base}/news-bulletins/bulletin-2025-09`, 'image'],
    ['catalogues', 'global/resources/catalogs/automotive-catalogue-2025', 'image'],
    ['documentazione-per-bu-italia', 'global/resources/catalogs/key-blanks-catalogue-2025', 'image'],
  ];
  for (const [section, from, fieldName] of covers) {
    const start = stories.find((st) => st.full_slug === `${base}/${section}/`);
    if (!start?.content) throw new Error(`no extranet section ${section}`);
    Object.assign(start.content, sectionImage(from, fieldName));
  }
}
