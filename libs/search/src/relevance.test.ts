import { startContentBackend, type ContentBackend } from '@silca/content';
import type { Locale } from '@silca/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchBackend, type SearchBackend } from './backend';

// Relevance set (issue 11): what a visitor types, in English, Italian and German, and the page
// that must be among the first three results of the global market's index in that language.
// Typos, plurals and singulars, product codes, missing accents or umlauts, and words of another
// language are all here. A case that drops out of the top three fails the test.
type Case = [query: string, expected: string];

const EN: Case[] = [
  ['hu66', '/en/global/products/blank-hu66'],
  ['HU-66', '/en/global/products/blank-hu66'],
  ['futura pro', '/en/global/products/silca-futura-pro'],
  ['futra pro', '/en/global/products/silca-futura-pro'],
  ['transponders', '/en/global/category/transponders'],
  ['transponder id46', '/en/global/products/transponder-id46'],
  ['ID48', '/en/global/products/transponder-id48'],
  ['pcf7936', '/en/global/products/transponder-id46'],
  ['key blanks', '/en/global/category/key-blanks'],
  ['key blank catalogue', '/en/global/resources/catalogs/key-blanks-catalogue-2025'],
  ['toyota remote', '/en/global/products/remote-toyota-3b'],
  ['ford proximity', '/en/global/products/remote-ford-prox'],
  ['renault card', '/en/global/products/remote-renault-card'],
  ['peugeot citroen', '/en/global/products/remote-psa-3b'],
  ['smart pro mini', '/en/global/products/smart-pro-mini'],
  ['airgen', '/en/global/products/air4gen'],
  ['master key system', '/en/global/products/master-key-system-mk7'],
  ['vending key', '/en/global/products/vending-key-vk5'],
  ['cabinet keys', '/en/global/products/cabinet-key-cb12'],
  ['training centre', '/en/global/events-and-news/news-about-us/silca-opens-new-training-centre'],
  ['solar panels', '/en/global/events-and-news/news-about-us/solar-panels-on-the-factory-roof'],
  ['managing director', '/en/global/events-and-news/press-releases/new-managing-director'],
  ['batimat', '/en/global/events-and-news/events/batimat-2026'],
  ['eisenwarenmese', '/en/global/events-and-news/events/eisenwarenmesse-2027'],
  ['warranty', '/en/global/after-sales/warranty'],
  ['spare part', '/en/global/after-sales/spare-parts'],
  ['milano shop', '/en/global/silca-shops/silca-shop-milano-centrale'],
  ['munchen', '/en/global/silca-shops/silca-shop-muenchen-schwabing'],
  ['chiavi grezze', '/en/global/category/key-blanks'],
  ['schlüsselrohlinge', '/en/global/category/key-blanks'],
  ['unocode', '/en/global/products/silca-unocode-399'],
  ['bianchi 994', '/en/global/products/silca-bianchi-994'],
  ['residential key machines', '/en/global/category/residential-key-machines'],
  ['sustainability', '/en/global/about-us/our-company/sustainability'],
];

const IT: Case[] = [
  ['hu66', '/it/global/prodotti/blank-hu66'],
  ['chiavi grezze', '/it/global/categorie/chiavi-grezze'],
  ['chiave grezza', '/it/global/categorie/chiavi-grezze'],
  ['macchine per chiavi auto', '/it/global/categorie/macchine-chiavi-auto'],
  ['macchina chiavi casa', '/it/global/categorie/macchine-chiavi-casa'],
  ['futura', '/it/global/prodotti/silca-futura-pro'],
  ['futra', '/it/global/prodotti/silca-futura-pro'],
  ['radiocomandi', '/it/global/categorie/radiocomandi-auto'],
  ['radiocomando', '/it/global/categorie/radiocomandi-auto'],
  ['transponder', '/it/global/categorie/transponder'],
  ['id46', '/it/global/prodotti/transponder-id46'],
  ['strumenti programmazione', '/it/global/categorie/strumenti-programmazione'],
  ['centro di formazione', '/it/global/eventi-e-notizie/dicono-di-noi/silca-opens-new-training-centre'],
  ['pannelli solari', '/it/global/eventi-e-notizie/dicono-di-noi/solar-panels-on-the-factory-roof'],
  ['amministratore delegato', '/it/global/eventi-e-notizie/comunicati-stampa/new-managing-director'],
  ['comunicati stampa', '/it/global/eventi-e-notizie/comunicati-stampa'],
  ['bollettino tecnico giugno', '/it/global/risorse/bollettini/bulletin-2025-06'],
  ['catalogo macchine', '/it/global/risorse/cataloghi/machines-catalogue-2025'],
  ['soluzioni industriali', '/it/global/soluzioni-industriali'],
  ['chiosco self service', '/it/global/nuove-soluzioni/self-service-kiosk'],
  ['gestione flotte', '/it/global/nuove-soluzioni/fleet-key-management'],
  ['teste chiave personalizzate', '/it/global/soluzioni-industriali/custom-key-heads'],
  ['apprendisti', '/it/global/eventi-e-notizie/dicono-di-noi/apprentices-join-the-workshop'],
  ['polo logistico', '/it/global/eventi-e-notizie/dicono-di-noi/new-logistics-hub-for-europe'],
  ['assistenza sabato', '/it/global/eventi-e-notizie/dicono-di-noi/customer-service-now-open-on-saturdays'],
  ['120 anni', '/it/global/eventi-e-notizie/comunicati-stampa/silca-at-120-years'],
  ['roadshow', '/it/global/eventi-e-notizie/eventi/italian-roadshow-2027'],
  ['fabbri', '/it/global/eventi-e-notizie/dicono-di-noi/partnership-with-locksmith-association'],
  ['key blanks', '/it/global/categorie/chiavi-grezze'],
  ['premio design', '/it/global/eventi-e-notizie/comunicati-stampa/air4gen-wins-design-award'],
  ['citroen', '/it/global/prodotti/remote-psa-3b'],
  ['garanzia', '/it/global/post-vendita/garanzia'],
  ['qualita', '/it/global/chi-siamo/la-nostra-azienda/qualita'],
  ['diventa rivenditore', '/it/global/contattaci/diventa-rivenditore'],
];

const DE: Case[] = [
  ['hu66', '/de/global/produkte/blank-hu66'],
  ['schlüsselrohlinge', '/de/global/kategorien/schluesselrohlinge'],
  ['schlusselrohling', '/de/global/kategorien/schluesselrohlinge'],
  ['rohlingkatalog', '/de/global/ressourcen/kataloge/key-blanks-catalogue-2025'],
  ['schlüsselmaschinen fahrzeuge', '/de/global/kategorien/schluesselmaschinen-fahrzeuge'],
  ['schlüsselmaschine gebäude', '/de/global/kategorien/schluesselmaschinen-gebaeude'],
  ['futura pro', '/de/global/produkte/silca-futura-pro'],
  ['futurra', '/de/global/produkte/silca-futura-pro'],
  ['transponder', '/de/global/kategorien/transponder'],
  ['id48', '/de/global/produkte/transponder-id48'],
  ['schulungszentrum', '/de/global/veranstaltungen-und-news/presse-ueber-uns/silca-opens-new-training-centre'],
  ['solarmodule', '/de/global/veranstaltungen-und-news/presse-ueber-uns/solar-panels-on-the-factory-roof'],
  ['jahresergebnis', '/de/global/veranstaltungen-und-news/pressemitteilungen/annual-results-2024'],
  ['pressemitteilungen', '/de/global/veranstaltungen-und-news/pressemitteilungen'],
  ['garantie', '/de/global/kundendienst/garantie'],
  ['ersatzteil', '/de/global/kundendienst/ersatzteile'],
  ['nachhaltigkeit', '/de/global/ueber-uns/unser-unternehmen/nachhaltigkeit'],
  ['geschichte', '/de/global/ueber-uns/unser-unternehmen/geschichte'],
  ['händler werden', '/de/global/kontaktieren-sie-uns/haendler-werden'],
  ['handler werden', '/de/global/kontaktieren-sie-uns/haendler-werden'],
  ['vertriebsnetz', '/de/global/kontakte/vertriebsnetz'],
  ['technischer support', '/de/global/kundendienst/technischer-support'],
  ['auszubildende', '/de/global/veranstaltungen-und-news/presse-ueber-uns/apprentices-join-the-workshop'],
  ['logistikzentrum', '/de/global/veranstaltungen-und-news/presse-ueber-uns/new-logistics-hub-for-europe'],
  ['designpreis', '/de/global/veranstaltungen-und-news/pressemitteilungen/air4gen-wins-design-award'],
  ['meisterkurs', '/de/global/veranstaltungen-und-news/veranstaltungen/automotive-keys-masterclass-madrid'],
  ['schließanlagenplanung', '/de/global/industrieloesungen/master-key-planning'],
  ['schliessanlagenplanung', '/de/global/industrieloesungen/master-key-planning'],
  ['selbstbedienung kiosk', '/de/global/neue-loesungen/self-service-kiosk'],
  ['key blanks', '/de/global/kategorien/schluesselrohlinge'],
  ['münchen', '/de/global/silca-shops/silca-shop-muenchen-schwabing'],
  ['maschinenkatalog', '/de/global/ressourcen/kataloge/machines-catalogue-2025'],
];

let content: ContentBackend;
let search: SearchBackend;

beforeAll(async () => {
  content = await startContentBackend({ env: {} });
  search = await startSearchBackend({ env: { SEARCH_LOG: 'silent' }, content: content.service, markets: ['global'] });
  expect(await search.ready()).toBe(true);
}, 120_000);
afterAll(async () => {
  await search?.close();
  await content?.close();
});

async function top3(locale: Locale, query: string): Promise<string[]> {
  const page = await search.service.searchPublic({ market: 'global', locale }, { query, page: 1, types: [], categories: [] });
  return page.hits.slice(0, 3).map((h) => h.url);
}

describe.each([
  ['en', EN],
  ['it', IT],
  ['de', DE],
] as const)('relevance in %s', (locale, cases) => {
  it('has at least 30 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });
  it.each(cases)('"%s" finds %s in the top 3', async (query, expected) => {
    expect(await top3(locale, query)).toContain(expected);
  });
});
