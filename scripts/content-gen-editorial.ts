/**
 * Editorial content of the embedded space: news, press releases, events, contacts and the
 * datasources (media folder keys of SPEC.md section 3, country options).
 */
import type { Catalogue } from './content-gen-catalog';
import { type T, field, fieldBy, folder, image, richText, story, storyLink, type StoryRecord, type AnyLang } from './content-gen-lib';
import { segmentSlugs } from './content-gen-segments';

/** SPEC.md section 3: media folder keys. */
export const MEDIA_FOLDERS = [
  'AD-Software', 'adv-and-pos-materials', 'adv-editorial', 'adv-social-banner', 'application-list', 'assembly-instructions', 'brochure', 'Bulletins', 'catalogue', 'Certifications', 'declaration-of-conformity', 'faq', 'free-software-application-list', 'instruction-sheet', 'instructions', 'mkpro-banners', 'operating-manuals', 'order-form', 'product-benchmark', 'product-optionals', 'product-presentation', 'product-spare-parts', 'proximity-car-keys', 'quick-guide', 'remote-car-keys', 'SiteCatalogs', 'slot-car-keys', 'software-clonazione', 'software-download', 'software-duplicatrici', 'software-guide', 'software-news', 'software-programmazione', 'standard', 'table', 'tutti-i-prodotti', 'video',
] as const;

export interface Editorial {
  contacts: Partial<Record<string, StoryRecord>>;
  datasources: Array<{ datasource: { id: number; name: string; slug: string; dimensions: Array<{ name: string; entry_value: string }> }; datasource_entries: Array<{ id: number; name: string; value: string; dimension_values: Record<string, string> }> }>;
}

interface NewsDef {
  slug: string;
  date: string;
  title: T;
  excerpt: T;
  body: Partial<Record<AnyLang, string>> & { en: string };
  image: string;
}

const NEWS: NewsDef[] = [
  {
    slug: 'silca-opens-new-training-centre',
    date: '2025-05-14 10:00',
    image: 'news-training-centre.jpg',
    title: { en: 'Silca opens a new training centre in Vittorio Veneto', it: 'Silca apre un nuovo centro di formazione a Vittorio Veneto', de: 'Silca eröffnet ein neues Schulungszentrum in Vittorio Veneto', es: 'Silca abre un nuevo centro de formación en Vittorio Veneto', fr: 'Silca ouvre un nouveau centre de formation à Vittorio Veneto' },
    excerpt: { en: 'Twelve workstations, a vehicle bay and courses every week for locksmiths and automotive technicians.', it: 'Dodici postazioni, un’area veicoli e corsi ogni settimana per fabbri e tecnici automotive.', de: 'Zwölf Arbeitsplätze, ein Fahrzeugbereich und jede Woche Kurse für Schlosser und Kfz-Techniker.', es: 'Doce puestos, una zona de vehículos y cursos cada semana para cerrajeros y técnicos del automóvil.', fr: 'Douze postes, une zone véhicules et des cours chaque semaine pour serruriers et techniciens automobiles.' },
    body: {
      en: 'The new training centre next to our headquarters opened its doors on 14 May. It has twelve fully equipped workstations and a covered bay where two vehicles can be programmed at the same time.\n\nCourses run every week in Italian and English, from the basics of key duplication to advanced transponder programming. Partners can book a place from the extranet.',
      it: 'Il nuovo centro di formazione accanto alla nostra sede ha aperto le porte il 14 maggio. Dispone di dodici postazioni complete e di un’area coperta dove si possono programmare due veicoli contemporaneamente.\n\nI corsi si tengono ogni settimana in italiano e in inglese, dalle basi della duplicazione alla programmazione avanzata dei transponder. I partner possono prenotare un posto dall’extranet.',
      de: 'Das neue Schulungszentrum neben unserem Hauptsitz hat am 14. Mai eröffnet. Es bietet zwölf voll ausgestattete Arbeitsplätze und eine überdachte Halle, in der zwei Fahrzeuge gleichzeitig programmiert werden können.\n\nKurse finden jede Woche auf Italienisch und Englisch statt, von den Grundlagen des Schlüsselkopierens bis zur fortgeschrittenen Transponderprogrammierung.',
      es: 'El nuevo centro de formación junto a nuestra sede abrió sus puertas el 14 de mayo. Cuenta con doce puestos completos y una zona cubierta donde se pueden programar dos vehículos a la vez.\n\nLos cursos se imparten cada semana en italiano e inglés, desde los fundamentos del duplicado hasta la programación avanzada de transpondedores.',
      fr: 'Le nouveau centre de formation à côté de notre siège a ouvert ses portes le 14 mai. Il compte douze postes entièrement équipés et une zone couverte où deux véhicules peuvent être programmés en même temps.\n\nLes cours ont lieu chaque semaine en italien et en anglais, des bases de la reproduction à la programmation avancée des transpondeurs.',
    },
  },
];

export function buildEditorial(cat: Catalogue): Editorial {
  folder('global/events-and-news', { en: 'Events and news', it: 'Eventi e notizie', de: 'Events und News', es: 'Eventos y noticias', fr: 'Événements et actualités' }, segmentSlugs('eventsAndNews'), 30);
  folder('global/events-and-news/news-about-us', { en: 'News about us', it: 'Dicono di noi', de: 'Über uns in den Medien', es: 'Noticias sobre nosotros', fr: 'On parle de nous' }, segmentSlugs('newsAboutUs'), 1);
  for (const n of NEWS) {
    story({
      fullSlug: `global/events-and-news/news-about-us/${n.slug}`,
      name: n.title,
      date: n.date,
      sortByDate: n.date.slice(0, 10),
      tags: ['news'],
      content: {
        component: 'news_article',
        ...field('title', n.title),
        date: n.date,
        ...field('excerpt', n.excerpt),
        image: image(n.image, en(n.title), 'photo', n.title, [1200, 675]),
        ...fieldBy('body', (l) => (n.body[l] ? richText(n.body[l]!) : undefined), ['en', 'it', 'de', 'es', 'fr']),
        related_products: [cat.bySlug.get('smart-pro-mini')!.uuid],
      },
    });
  }
  folder('global/contacts', { en: 'Contacts', it: 'Contatti', de: 'Kontakte', es: 'Contactos', fr: 'Contacts' }, segmentSlugs('contacts'), 40);
  const contacts = story({
    fullSlug: 'global/contacts',
    startpage: true,
    name: { en: 'Contacts', it: 'Contatti', de: 'Kontakte', es: 'Contactos', pt: 'Contactos', fr: 'Contacts', ro: 'Contacte', nl: 'Contact', ru: 'Контакты' },
    content: {
      component: 'page',
      ...field('title', { en: 'Contacts', it: 'Contatti', de: 'Kontakte', es: 'Contactos', pt: 'Contactos', fr: 'Contacts', ro: 'Contacte', nl: 'Contact', ru: 'Контакты' }),
      body: [],
    },
  });
  void storyLink;
  return {
    contacts: { global: contacts },
    datasources: [
      {
        datasource: { id: 41001, name: 'Media folders', slug: 'media-folders', dimensions: [] },
        datasource_entries: MEDIA_FOLDERS.map((key, i) => ({ id: 5_100_000 + i, name: key, value: key, dimension_values: {} })),
      },
      {
        datasource: { id: 41002, name: 'Country options', slug: 'country-options', dimensions: [{ name: 'Italiano', entry_value: 'it' }] },
        datasource_entries: (['italy', 'spain', 'germany', 'france', 'global'] as const).map((c, i) => ({
          id: 5_200_000 + i,
          name: c,
          value: c,
          dimension_values: { it: { italy: 'Italia', spain: 'Spagna', germany: 'Germania', france: 'Francia', global: 'Globale' }[c] },
        })),
      },
    ],
  };
}

function en(t: T): string {
  return typeof t === 'string' ? t : t.en;
}
