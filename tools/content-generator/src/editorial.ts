/**
 * Editorial content of the embedded space: news about us, press releases and events (global, five
 * languages), plus the datasources (media folder keys and country options of docs/requirements/content.md#media-folders).
 */
import type { Catalogue } from './catalog';
import { type AnyLang, type T, blok, field, fieldBy, folder, image, richText, story, type StoryRecord } from './lib';
import { EVENTS, NEWS_ABOUT_US, PRESS_RELEASES, UPCOMING_PRESS_RELEASE, eventBody, eventDate, type ArticleDef, type L5 } from './news-data';
import { segmentSlugs } from './segments';

/** The market languages, in which global editorial content is written. */
export const L5S: AnyLang[] = ['en', 'it', 'de', 'es', 'fr'];
/** Every locale of the space (texts built from data in all nine). */
const ALL_LANGS: AnyLang[] = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'];

/** docs/requirements/content.md#media-folders: media folder keys. */
export const MEDIA_FOLDERS = [
  'AD-Software',
  'adv-and-pos-materials',
  'adv-editorial',
  'adv-social-banner',
  'application-list',
  'assembly-instructions',
  'brochure',
  'Bulletins',
  'catalogue',
  'Certifications',
  'declaration-of-conformity',
  'faq',
  'free-software-application-list',
  'instruction-sheet',
  'instructions',
  'mkpro-banners',
  'operating-manuals',
  'order-form',
  'product-benchmark',
  'product-optionals',
  'product-presentation',
  'product-spare-parts',
  'proximity-car-keys',
  'quick-guide',
  'remote-car-keys',
  'SiteCatalogs',
  'slot-car-keys',
  'software-clonazione',
  'software-download',
  'software-duplicatrici',
  'software-guide',
  'software-news',
  'software-programmazione',
  'standard',
  'table',
  'tutti-i-prodotti',
  'video',
] as const;

/** A datasource file of the space. */
export interface Datasource {
  datasource: { id: number; name: string; slug: string; dimensions: Array<{ name: string; entry_value: string }> };
  datasource_entries: Array<{ id: number; name: string; value: string; dimension_values: Record<string, string> }>;
}

/** A listing startpage: a slim hero and a grid of the folder's stories with load more. */
export function listingPage(
  fullSlug: string,
  name: T,
  intro: T,
  grid: { component: 'news_grid' | 'pages_sorting'; startsWith: string; contentType?: string },
  extra: Record<string, unknown>[] = [],
): StoryRecord {
  return story({
    fullSlug,
    startpage: true,
    name,
    content: {
      component: 'page',
      ...field('title', name),
      ...field('seo_description', intro),
      body: [
        blok('slim_hero', `${fullSlug}-hero`, { ...field('title', name), ...field('subtitle', intro) }),
        grid.component === 'news_grid'
          ? blok('news_grid', `${fullSlug}-grid`, { title: '', folder: grid.startsWith, content_type: grid.contentType ?? '', per_page: 6 })
          : blok('pages_sorting', `${fullSlug}-grid`, { title: '', folder: grid.startsWith, sort: 'date', pages: [] }),
        ...extra,
      ],
    },
  });
}

function article(base: string, a: ArticleDef, cat: Catalogue, kind: 'news' | 'press', i: number, published = true): StoryRecord {
  return story({
    published,
    fullSlug: `${base}/${a.slug}`,
    name: a.title,
    date: a.date,
    sortByDate: a.date.slice(0, 10),
    position: i,
    tags: [kind],
    content: {
      component: 'news_article',
      kind,
      ...field('title', a.title),
      date: a.date,
      ...field('excerpt', a.excerpt),
      image: image(a.image, a.title.en, 'photo', a.title, [1200, 675]),
      ...fieldBy('body', (l) => (a.body[l as L5] ? richText(a.body[l as L5]) : undefined), L5S),
      related_products: (a.products ?? []).map((p) => cat.bySlug.get(p)!.uuid),
    },
  });
}

/** News, press releases (one draft-only) and events; returns the datasources of the space. */
export function buildEditorial(cat: Catalogue): { datasources: Datasource[] } {
  const base = 'global/events-and-news';
  folder(
    base,
    { en: 'Events and news', it: 'Eventi e notizie', de: 'Events und News', es: 'Eventos y noticias', fr: 'Événements et actualités' },
    segmentSlugs('eventsAndNews'),
    30,
  );
  listingPage(
    base,
    { en: 'Events and news', it: 'Eventi e notizie', de: 'Events und News', es: 'Eventos y noticias', fr: 'Événements et actualités' },
    {
      en: 'What is new at Silca: products, people, trade fairs and courses.',
      it: 'Le novità di Silca: prodotti, persone, fiere e corsi.',
      de: 'Neues bei Silca: Produkte, Menschen, Messen und Kurse.',
      es: 'Novedades de Silca: productos, personas, ferias y cursos.',
      fr: 'Les nouveautés de Silca : produits, équipes, salons et formations.',
    },
    { component: 'news_grid', startsWith: `${base}/` },
  );

  const news = `${base}/news-about-us`;
  folder(
    news,
    { en: 'News about us', it: 'Notizie su di noi', de: 'Neuigkeiten über uns', es: 'Noticias sobre nosotros', fr: 'Actualités de l’entreprise' },
    segmentSlugs('newsAboutUs'),
    1,
  );
  listingPage(
    news,
    { en: 'News about us', it: 'Notizie su di noi', de: 'Neuigkeiten über uns', es: 'Noticias sobre nosotros', fr: 'Actualités de l’entreprise' },
    {
      en: 'Stories from our factory, our people and our partners.',
      it: 'Storie dalla nostra fabbrica, dalle nostre persone e dai nostri partner.',
      de: 'Geschichten aus unserem Werk, von unseren Mitarbeitenden und Partnern.',
      es: 'Historias de nuestra fábrica, nuestra gente y nuestros socios.',
      fr: 'Des nouvelles de notre usine, de nos équipes et de nos partenaires.',
    },
    { component: 'news_grid', startsWith: `${news}/`, contentType: 'news_article' },
  );
  NEWS_ABOUT_US.forEach((a, i) => article(news, a, cat, 'news', i));

  const press = `${base}/press-releases`;
  folder(
    press,
    { en: 'Press releases', it: 'Comunicati stampa', de: 'Pressemitteilungen', es: 'Notas de prensa', fr: 'Communiqués de presse' },
    segmentSlugs('pressReleases'),
    2,
  );
  listingPage(
    press,
    { en: 'Press releases', it: 'Comunicati stampa', de: 'Pressemitteilungen', es: 'Notas de prensa', fr: 'Communiqués de presse' },
    {
      en: 'Official announcements. Journalists can write to press@silca.it.',
      it: 'Annunci ufficiali. I giornalisti possono scrivere a press@silca.it.',
      de: 'Offizielle Mitteilungen. Journalisten schreiben an press@silca.it.',
      es: 'Comunicados oficiales. Los periodistas pueden escribir a press@silca.it.',
      fr: 'Annonces officielles. Les journalistes peuvent écrire à press@silca.it.',
    },
    { component: 'news_grid', startsWith: `${press}/`, contentType: 'news_article' },
  );
  PRESS_RELEASES.forEach((a, i) => article(press, a, cat, 'press', i));
  // Not yet published: visible only as a draft with the preview token (docs/requirements/content.md#publishing).
  article(press, UPCOMING_PRESS_RELEASE, cat, 'press', PRESS_RELEASES.length, false);

  const events = `${base}/events`;
  folder(events, { en: 'Events', it: 'Eventi', de: 'Veranstaltungen', es: 'Eventos', fr: 'Événements' }, segmentSlugs('events'), 3);
  listingPage(
    events,
    { en: 'Events', it: 'Eventi', de: 'Veranstaltungen', es: 'Eventos', fr: 'Événements' },
    {
      en: 'Trade fairs, courses and live demonstrations: meet us near you.',
      it: 'Fiere, corsi e dimostrazioni dal vivo: incontraci vicino a te.',
      de: 'Messen, Kurse und Live-Vorführungen: Treffen Sie uns in Ihrer Nähe.',
      es: 'Ferias, cursos y demostraciones en directo: encuéntrenos cerca de usted.',
      fr: 'Salons, formations et démonstrations en direct : rencontrez-nous près de chez vous.',
    },
    { component: 'news_grid', startsWith: `${events}/`, contentType: 'event' },
  );
  EVENTS.forEach((e, i) => {
    story({
      fullSlug: `${events}/${e.slug}`,
      name: e.name,
      date: e.from,
      sortByDate: e.from.slice(0, 10),
      position: i,
      tags: ['event', e.status],
      content: {
        component: 'event',
        ...field('title', e.name),
        status: e.status,
        ...field('discipline', e.discipline),
        date_from: e.from,
        date_to: e.to,
        where: `${e.venue}, ${e.city}`,
        ...fieldBy('when', (l) => whenText(e.from, e.to, l), ALL_LANGS),
        live_event: e.live,
        image: image(`event-${e.slug}.jpg`, e.name.en, 'photo', e.name, [1200, 675]),
        ...fieldBy('body', (l) => richText(eventBody(e, l)), ALL_LANGS),
      },
    });
  });

  return {
    datasources: [
      {
        datasource: { id: 41001, name: 'Media folders', slug: 'media-folders', dimensions: [] },
        datasource_entries: MEDIA_FOLDERS.map((key, i) => ({ id: 5_100_000 + i, name: key, value: key, dimension_values: {} })),
      },
      {
        datasource: {
          id: 41002,
          name: 'Country options',
          slug: 'country-options',
          dimensions: [
            { name: 'Italiano', entry_value: 'it' },
            { name: 'Deutsch', entry_value: 'de' },
            { name: 'Español', entry_value: 'es' },
            { name: 'Français', entry_value: 'fr' },
          ],
        },
        datasource_entries: (['italy', 'spain', 'germany', 'france', 'global'] as const).map((c, i) => ({
          id: 5_200_000 + i,
          name: c,
          value: c,
          dimension_values: {
            it: { italy: 'Italia', spain: 'Spagna', germany: 'Germania', france: 'Francia', global: 'Globale' }[c],
            de: { italy: 'Italien', spain: 'Spanien', germany: 'Deutschland', france: 'Frankreich', global: 'Global' }[c],
            es: { italy: 'Italia', spain: 'España', germany: 'Alemania', france: 'Francia', global: 'Global' }[c],
            fr: { italy: 'Italie', spain: 'Espagne', germany: 'Allemagne', france: 'France', global: 'Global' }[c],
          },
        })),
      },
      {
        datasource: { id: 41003, name: 'Contact interests', slug: 'contact-interests', dimensions: [{ name: 'Italiano', entry_value: 'it' }] },
        datasource_entries: [
          ['documentation', 'Documentation by email', 'Documentazione via email'],
          ['phone', 'Contact by phone', 'Contatto telefonico'],
          ['visit', 'Visit from a sales representative', 'Visita di un agente'],
          ['offer', 'Price offer', 'Offerta di prezzo'],
        ].map(([value, name, it], i) => ({ id: 5_300_000 + i, name: name!, value: value!, dimension_values: { it: it! } })),
      },
    ],
  };
}

/** "When" of an event in a language: dates in the language's words and the hours (never ISO, docs/requirements/content.md#event-dates). */
function whenText(from: string, to: string, l: AnyLang): string {
  const f = eventDate(from, l);
  const t = eventDate(to, l);
  const hours = `${from.slice(11, 16)}–${to.slice(11, 16)}`;
  const words: Record<AnyLang, [string, string]> = {
    en: ['From', 'to'],
    it: ['Dal', 'al'],
    de: ['Vom', 'bis'],
    es: ['Del', 'al'],
    fr: ['Du', 'au'],
    pt: ['De', 'a'],
    nl: ['Van', 'tot en met'],
    ro: ['Din', 'până în'],
    ru: ['С', 'по'],
  };
  return `${words[l][0]} ${f} ${words[l][1]} ${t}, ${hours}`;
}
