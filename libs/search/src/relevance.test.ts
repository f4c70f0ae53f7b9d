import { startContentBackend, type ContentBackend } from '@silca/content';
import type { Locale } from '@silca/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchBackend, type SearchBackend } from './backend';
import { algoliaStandIn, type AlgoliaTwin } from '@silca/stand-in-algolia';
import { storyblokStandIn } from '@silca/stand-in-storyblok';
import { MORE_RELEVANCE } from './relevance-cases';

// Relevance set (docs/requirements/search.md#relevance-set): what a visitor types, in English, Italian, German, French and Spanish, and the page
// that must be among the first three results of the global market's index in that language.
// Typos, plurals and singulars, product codes, missing accents or umlauts, and words of another
// language are all here; relevance-cases.ts adds multi-word queries with stop words (inside, and
// being typed last), German compounds and more typos. A case that drops out of the top three fails the test.
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
  // docs/requirements/search.md#relevance-set: what a visitor types, and what Algolia's semantics must give.
  ['car key', '/en/global/category/remote-car-keys'],
  ['key cutting machine for cars', '/en/global/products/silca-futura-pro'],
  ['smartpro', '/en/global/products/smart-pro-mini'],
  ['smart pro', '/en/global/products/smart-pro-mini'],
  ['hu 66', '/en/global/products/blank-hu66'],
  ['hu-101', '/en/global/products/blank-hu101'],
  ['id 46', '/en/global/products/transponder-id46'],
  ['futura auto', '/en/global/products/silca-futura-auto'],
  ['automotive key machines', '/en/global/category/automotive-key-machines'],
  ['machines for cars', '/en/global/products/silca-futura-pro'],
  ['transponder carbon', '/en/global/products/transponder-id46'],
  ['glass transponders', '/en/global/products/transponder-id48'],
  ['vw remote', '/en/global/products/remote-vw-3b'],
  ['fiat remote', '/en/global/products/remote-fiat-2b'],
  ['remote car keys', '/en/global/category/remote-car-keys'],
  ['programming tools', '/en/global/category/programming-tools'],
  ['obd cable', '/en/global/products/obd-cable-kit'],
  ['rw4', '/en/global/products/rw4-plus'],
  ['carbide cutter', '/en/global/products/silca-v8-cutter'],
  ['how do i become a dealer', '/en/global/contact-us/become-a-dealer'],
  ['become dealer', '/en/global/contact-us/become-a-dealer'],
  ['technical bulletin june', '/en/global/resources/bulletins/bulletin-2025-06'],
  ['machines catalog', '/en/global/resources/catalogs/machines-catalogue-2025'],
  ['price list', '/en/global/resources/sales-agent/price-list-guide'],
  ['self service kiosk', '/en/global/new-solutions/self-service-kiosk'],
  ['fleet management', '/en/global/new-solutions/fleet-key-management'],
  ['apprentices', '/en/global/events-and-news/news-about-us/apprentices-join-the-workshop'],
  ['logistics hub', '/en/global/events-and-news/news-about-us/new-logistics-hub-for-europe'],
  ['120 years', '/en/global/events-and-news/press-releases/silca-at-120-years'],
  ['design award', '/en/global/events-and-news/press-releases/air4gen-wins-design-award'],
  ['silca shop roma', '/en/global/silca-shops/silca-shop-roma-termini'],
  ['barcelona', '/en/global/silca-shops/silca-shop-barcelona-eixample'],
  ['triax', '/en/global/products/silca-triax-quattro'],
  ['matrix pro', '/en/global/products/silca-matrix-pro'],
  ['poker', '/en/global/products/silca-poker-pro'],
  ['cylinder blanks', '/en/global/products/blank-ul050'],
  ['ul050', '/en/global/products/blank-ul050'],
  ['ag4r', '/en/global/products/blank-ag4r'],
  ['ks29', '/en/global/products/blank-ks29'],
  ['ks 29', '/en/global/products/blank-ks29'],
  ['ye3', '/en/global/products/blank-ye3'],
  ['mo14 lever', '/en/global/products/blank-mo14'],
  ['dimple blank', '/en/global/products/blank-ci18r'],
  ['tk100', '/en/global/products/transponder-tk100'],
  ['id8a', '/en/global/products/transponder-id8a'],
  ['t5 transponder', '/en/global/products/transponder-t5'],
  ['toyota 3 button remote', '/en/global/products/remote-toyota-3b'],
  ['peugeot remote', '/en/global/products/remote-psa-3b'],
  ['citroen', '/en/global/products/remote-psa-3b'],
  ['remote generator', '/en/global/products/remote-generator'],
  ['air4gen', '/en/global/products/air4gen'],
  ['mk7', '/en/global/products/master-key-system-mk7'],
  ['cb12', '/en/global/products/cabinet-key-cb12'],
  ['vk5', '/en/global/products/vending-key-vk5'],
  ['custom profile', '/en/global/products/custom-profile-service'],
  ['laser track cutter', '/en/global/products/silca-laser-cutter-01'],
  ['speed 009', '/en/global/products/silca-speed-009'],
  ['alpha pro', '/en/global/products/silca-alpha-pro'],
  ['bravo', '/en/global/products/silca-bravo-pro'],
  ['mirage', '/en/global/products/silca-mirage'],
  ['rekeyer', '/en/global/products/silca-rekeyer'],
  ['idea key machine', '/en/global/products/silca-idea'],
  ['industrial key systems', '/en/global/category/industrial-key-systems'],
  ['oem keys', '/en/global/industrial-solutions/oem-key-production'],
  ['key cloud', '/en/global/new-solutions/key-cloud'],
  ['automotive catalogue', '/en/global/resources/catalogs/automotive-catalogue-2025'],
  ['annual results', '/en/global/events-and-news/press-releases/annual-results-2024'],
  ['key identification app', '/en/global/events-and-news/news-about-us/silca-app-for-key-identification'],
  ['locksmith associations', '/en/global/events-and-news/news-about-us/partnership-with-locksmith-association'],
  ['security essen', '/en/global/events-and-news/events/security-essen-2024'],
  ['expoferretera', '/en/global/events-and-news/events/expo-ferretera-2025'],
  ['practical world', '/en/global/events-and-news/events/practical-world-2024'],
  ['lyon shop', '/en/global/silca-shops/silca-shop-lyon-part-dieu'],
  ['madrid shop', '/en/global/silca-shops/silca-shop-madrid-chamberi'],
  ['technical assistance', '/en/global/after-sales/technical-assistance'],
  ['product presentation', '/en/global/resources/sales-agent/product-presentation-2025'],
  // Synonyms of the index configuration (site-synonyms.ts, decision 0931).
  ['air 4 gen', '/en/global/products/air4gen'],
  ['fob', '/en/global/category/remote-car-keys'],
  ['smartpro', '/en/global/events-and-news/events/smart-pro-mini-live-demo'],
  ['smartpro', '/en/global/events-and-news/press-releases/smart-pro-mini-launch'],
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
  // docs/requirements/search.md#relevance-set.
  ['duplicatrice', '/it/global/prodotti/silca-futura-pro'],
  ['duplicatrici', '/it/global/prodotti/silca-futura-pro'],
  ['macchine chiavi auto', '/it/global/categorie/macchine-chiavi-auto'],
  ['futura auto', '/it/global/prodotti/silca-futura-auto'],
  ['hu 66', '/it/global/prodotti/blank-hu66'],
  ['smartpro', '/it/global/prodotti/smart-pro-mini'],
  ['trasponder', '/it/global/categorie/transponder'],
  ['radiocomando toyota', '/it/global/prodotti/remote-toyota-3b'],
  ['bollettino tecnico', '/it/global/risorse/bollettini/bulletin-2025-06'],
  ['catalogo chiavi grezze', '/it/global/risorse/cataloghi/key-blanks-catalogue-2025'],
  ['catalogo automotive', '/it/global/risorse/cataloghi/automotive-catalogue-2025'],
  ['guida listino', '/it/global/risorse/agente-commerciale/price-list-guide'],
  ['presentazione prodotti', '/it/global/risorse/agente-commerciale/product-presentation-2025'],
  ['confronto prodotti', '/it/global/risorse/agente-commerciale/competitor-benchmark'],
  ['chiavi maestre', '/it/global/soluzioni-industriali/master-key-planning'],
  ['produzione chiavi oem', '/it/global/soluzioni-industriali/oem-key-production'],
  ['sistemi di chiavi industriali', '/it/global/categorie/sistemi-chiavi-industriali'],
  ['masterclass chiavi auto', '/it/global/eventi-e-notizie/eventi/automotive-keys-masterclass-madrid'],
  ['risultati 2024', '/it/global/eventi-e-notizie/comunicati-stampa/annual-results-2024'],
  ['riconosci chiave telefono', '/it/global/eventi-e-notizie/dicono-di-noi/silca-app-for-key-identification'],
  ['shop roma termini', '/it/global/negozi-silca/silca-shop-roma-termini'],
  ['alpha pro', '/it/global/prodotti/silca-alpha-pro'],
  ['triax quattro', '/it/global/prodotti/silca-triax-quattro'],
  ['bravo pro', '/it/global/prodotti/silca-bravo-pro'],
  ['unocode', '/it/global/prodotti/silca-unocode-399'],
  ['smart pro mini', '/it/global/prodotti/smart-pro-mini'],
  ['ul050', '/it/global/prodotti/blank-ul050'],
  ['id48', '/it/global/prodotti/transponder-id48'],
  ['mk7', '/it/global/prodotti/master-key-system-mk7'],
  ['strumenti di programmazione', '/it/global/categorie/strumenti-programmazione'],
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
  // docs/requirements/search.md#relevance-set.
  ['schlüsselkopiermaschine', '/de/global/produkte/silca-futura-pro'],
  ['schluesselkopiermaschine', '/de/global/produkte/silca-futura-pro'],
  ['futura auto', '/de/global/produkte/silca-futura-auto'],
  ['smartpro', '/de/global/produkte/smart-pro-mini'],
  ['hu 66', '/de/global/produkte/blank-hu66'],
  ['fahrzeugkatalog', '/de/global/ressourcen/kataloge/automotive-catalogue-2025'],
  ['technisches bulletin juni', '/de/global/ressourcen/rundschreiben/bulletin-2025-06'],
  ['ersatzteile', '/de/global/kundendienst/ersatzteile'],
  ['rohlingkatalog 2025', '/de/global/ressourcen/kataloge/key-blanks-catalogue-2025'],
  ['preisliste', '/de/global/ressourcen/handelsvertreter/price-list-guide'],
  ['produktvergleich', '/de/global/ressourcen/handelsvertreter/competitor-benchmark'],
  ['produktpräsentation', '/de/global/ressourcen/handelsvertreter/product-presentation-2025'],
  ['schlüsseldatenbank', '/de/global/veranstaltungen-und-news/presse-ueber-uns/key-database-reaches-50000-references'],
  ['oem schlüsselfertigung', '/de/global/industrieloesungen/oem-key-production'],
  ['schlüsselmaschinen für fahrzeuge', '/de/global/kategorien/schluesselmaschinen-fahrzeuge'],
  ['alpha pro', '/de/global/produkte/silca-alpha-pro'],
  ['id46', '/de/global/produkte/transponder-id46'],
  ['mk7', '/de/global/produkte/master-key-system-mk7'],
  ['security essen', '/de/global/veranstaltungen-und-news/veranstaltungen/security-essen-2024'],
  ['key cloud', '/de/global/neue-loesungen/key-cloud'],
  // Synonyms of the index configuration (site-synonyms.ts, decision 0931).
  ['fernbedienung', '/de/global/kategorien/funkschluessel'],
  ['fräsmaschine', '/de/global/kategorien/schluesselmaschinen-fahrzeuge'],
];

const FR: Case[] = [
  ['hu66', '/fr/global/produits/blank-hu66'],
  ['hu 66', '/fr/global/produits/blank-hu66'],
  ['futura pro', '/fr/global/produits/silca-futura-pro'],
  ['futra', '/fr/global/produits/silca-futura-pro'],
  ['cles brutes', '/fr/global/categories/cles-brutes'],
  ['clé brute', '/fr/global/categories/cles-brutes'],
  ['machines pour cles automobiles', '/fr/global/categories/machines-cles-automobiles'],
  ['machine clés résidentielles', '/fr/global/categories/machines-cles-residentielles'],
  ['transpondeurs', '/fr/global/categories/transpondeurs'],
  ['transpondeur', '/fr/global/categories/transpondeurs'],
  ['telecommandes auto', '/fr/global/categories/telecommandes-auto'],
  ['télécommande', '/fr/global/categories/telecommandes-auto'],
  ['outils de programmation', '/fr/global/categories/outils-programmation'],
  ['catalogue machines', '/fr/global/ressources/catalogues/machines-catalogue-2025'],
  ['catalogue automobile', '/fr/global/ressources/catalogues/automotive-catalogue-2025'],
  ['bulletin technique juin', '/fr/global/ressources/bulletins/bulletin-2025-06'],
  ['guide du tarif', '/fr/global/ressources/agent-commercial/price-list-guide'],
  ['centre de formation', '/fr/global/evenements-et-actualites/ils-parlent-de-nous/silca-opens-new-training-centre'],
  ['panneaux solaires', '/fr/global/evenements-et-actualites/ils-parlent-de-nous/solar-panels-on-the-factory-roof'],
  ['directeur general', '/fr/global/evenements-et-actualites/communiques-de-presse/new-managing-director'],
  ['communiqués de presse', '/fr/global/evenements-et-actualites/communiques-de-presse'],
  ['borne libre service', '/fr/global/nouvelles-solutions/self-service-kiosk'],
  ['gestion des clés de flotte', '/fr/global/nouvelles-solutions/fleet-key-management'],
  ['têtes de clé personnalisées', '/fr/global/solutions-industrielles/custom-key-heads'],
  ['organigrammes', '/fr/global/solutions-industrielles/master-key-planning'],
  ['apprentis', '/fr/global/evenements-et-actualites/ils-parlent-de-nous/apprentices-join-the-workshop'],
  ['pole logistique', '/fr/global/evenements-et-actualites/ils-parlent-de-nous/new-logistics-hub-for-europe'],
  ['prix de design', '/fr/global/evenements-et-actualites/communiques-de-presse/air4gen-wins-design-award'],
  ['120 ans', '/fr/global/evenements-et-actualites/communiques-de-presse/silca-at-120-years'],
  ['smartpro', '/fr/global/produits/smart-pro-mini'],
  ['systemes de cles industriels', '/fr/global/categories/systemes-cles-industriels'],
  ['lyon', '/fr/global/boutiques-silca/silca-shop-lyon-part-dieu'],
  ['id46', '/fr/global/produits/transponder-id46'],
  ['renault', '/fr/global/produits/remote-renault-card'],
  ['catalogue cles brutes', '/fr/global/ressources/catalogues/key-blanks-catalogue-2025'],
  ['comparatif produits', '/fr/global/ressources/agent-commercial/competitor-benchmark'],
  ['présentation des produits', '/fr/global/ressources/agent-commercial/product-presentation-2025'],
  ['production de clés oem', '/fr/global/solutions-industrielles/oem-key-production'],
  ['masterclass', '/fr/global/evenements-et-actualites/evenements/automotive-keys-masterclass-madrid'],
  ['base de données de clés', '/fr/global/evenements-et-actualites/ils-parlent-de-nous/key-database-reaches-50000-references'],
  ['alpha pro', '/fr/global/produits/silca-alpha-pro'],
  ['unocode 399', '/fr/global/produits/silca-unocode-399'],
  ['mk7', '/fr/global/produits/master-key-system-mk7'],
  ['roadshow italie', '/fr/global/evenements-et-actualites/evenements/italian-roadshow-2027'],
  // Synonyms of the index configuration (site-synonyms.ts, decision 0931).
  ['voiture', '/fr/global/produits/automobile'],
  ['clé voiture', '/fr/global/categories/machines-cles-automobiles'],
];

const ES: Case[] = [
  ['hu66', '/es/global/productos/blank-hu66'],
  ['hu 66', '/es/global/productos/blank-hu66'],
  ['futura pro', '/es/global/productos/silca-futura-pro'],
  ['futrua', '/es/global/productos/silca-futura-pro'],
  ['llaves en bruto', '/es/global/categorias/llaves-en-bruto'],
  ['llave en bruto', '/es/global/categorias/llaves-en-bruto'],
  ['maquinas para llaves de automovil', '/es/global/categorias/maquinas-llaves-automovil'],
  ['máquina llaves residenciales', '/es/global/categorias/maquinas-llaves-residenciales'],
  ['transpondedores', '/es/global/categorias/transpondedores'],
  ['transpondedor', '/es/global/categorias/transpondedores'],
  ['llaves con mando a distancia toyota', '/es/global/productos/remote-toyota-3b'],
  ['mando distancia', '/es/global/categorias/llaves-mando-distancia'],
  ['herramientas de programacion', '/es/global/categorias/herramientas-programacion'],
  ['catalogo de maquinas', '/es/global/recursos/catalogos/machines-catalogue-2025'],
  ['catálogo automoción', '/es/global/recursos/catalogos/automotive-catalogue-2025'],
  ['boletin tecnico junio', '/es/global/recursos/boletines/bulletin-2025-06'],
  ['guia de la tarifa', '/es/global/recursos/agente-comercial/price-list-guide'],
  ['centro de formacion', '/es/global/eventos-y-noticias/noticias-sobre-nosotros/silca-opens-new-training-centre'],
  ['paneles solares', '/es/global/eventos-y-noticias/noticias-sobre-nosotros/solar-panels-on-the-factory-roof'],
  ['director general', '/es/global/eventos-y-noticias/notas-de-prensa/new-managing-director'],
  ['notas de prensa', '/es/global/eventos-y-noticias/notas-de-prensa'],
  ['quiosco autoservicio', '/es/global/nuevas-soluciones/self-service-kiosk'],
  ['gestion de llaves de flotas', '/es/global/nuevas-soluciones/fleet-key-management'],
  ['cabezas de llave personalizadas', '/es/global/soluciones-industriales/custom-key-heads'],
  ['llaves maestras', '/es/global/soluciones-industriales/master-key-planning'],
  ['aprendices', '/es/global/eventos-y-noticias/noticias-sobre-nosotros/apprentices-join-the-workshop'],
  ['centro logistico', '/es/global/eventos-y-noticias/noticias-sobre-nosotros/new-logistics-hub-for-europe'],
  ['premio de diseño', '/es/global/eventos-y-noticias/notas-de-prensa/air4gen-wins-design-award'],
  ['120 años', '/es/global/eventos-y-noticias/notas-de-prensa/silca-at-120-years'],
  ['smartpro', '/es/global/productos/smart-pro-mini'],
  ['sistemas de llaves industriales', '/es/global/categorias/sistemas-llaves-industriales'],
  ['madrid', '/es/global/tiendas-silca/silca-shop-madrid-chamberi'],
  ['id48', '/es/global/productos/transponder-id48'],
  ['toyota', '/es/global/productos/remote-toyota-3b'],
  ['catalogo llaves en bruto', '/es/global/recursos/catalogos/key-blanks-catalogue-2025'],
  ['comparativa de productos', '/es/global/recursos/agente-comercial/competitor-benchmark'],
  ['presentacion de productos', '/es/global/recursos/agente-comercial/product-presentation-2025'],
  ['produccion de llaves oem', '/es/global/soluciones-industriales/oem-key-production'],
  ['clase magistral', '/es/global/eventos-y-noticias/eventos/automotive-keys-masterclass-madrid'],
  ['base de datos de llaves', '/es/global/eventos-y-noticias/noticias-sobre-nosotros/key-database-reaches-50000-references'],
  ['alpha pro', '/es/global/productos/silca-alpha-pro'],
  ['unocode', '/es/global/productos/silca-unocode-399'],
  ['mk7', '/es/global/productos/master-key-system-mk7'],
  ['roadshow italia', '/es/global/eventos-y-noticias/eventos/italian-roadshow-2027'],
  ['identifique una llave', '/es/global/eventos-y-noticias/noticias-sobre-nosotros/silca-app-for-key-identification'],
];

let content: ContentBackend;
let search: SearchBackend<AlgoliaTwin>;

beforeAll(async () => {
  content = await startContentBackend({ standIn: storyblokStandIn, env: {} });
  search = await startSearchBackend({ standIn: algoliaStandIn, env: { SEARCH_LOG: 'silent' }, content: content.service, markets: ['global'] });
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

/** Every case of a locale: the hand-written ones above and relevance-cases.ts. */
const all = (locale: keyof typeof MORE_RELEVANCE, base: Case[]): Case[] => [...base, ...MORE_RELEVANCE[locale].stopWordTyped, ...MORE_RELEVANCE[locale].other];
const SETS = [
  ['en', all('en', EN)],
  ['it', all('it', IT)],
  ['de', all('de', DE)],
  ['fr', all('fr', FR)],
  ['es', all('es', ES)],
] as const;

describe.each(SETS)('relevance in %s', (locale, cases) => {
  it('has at least 30 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });
  it('belongs to a set of at least 500 queries, with stop words being typed in every language (docs/requirements/search.md#relevance-set)', () => {
    expect(SETS.reduce((n, [, c]) => n + c.length, 0)).toBeGreaterThanOrEqual(500);
    expect(MORE_RELEVANCE[locale].stopWordTyped.length).toBeGreaterThanOrEqual(10);
  });
  it.each(cases)('"%s" finds %s in the top 3', async (query, expected) => {
    expect(await top3(locale, query)).toContain(expected);
  });
  it('never answers a multi-word query with records matching none of its words', () => {
    const index = search.twin!.indexes.get(search.service.publicIndex({ market: 'global', locale }))!;
    for (const [query] of cases.filter(([q]) => q.trim().includes(' '))) {
      const res = index.search({ query, hitsPerPage: 1000, getRankingInfo: true, attributesToRetrieve: ['url'] });
      for (const hit of res.hits) expect((hit._rankingInfo as { words: number }).words, `${query}: ${String(hit.url)}`).toBeGreaterThan(0);
    }
  });
});

describe('docs/requirements/search.md#indexes-and-records regressions on the English index', () => {
  const urls = async (query: string) =>
    (await search.service.searchPublic({ market: 'global', locale: 'en' }, { query, page: 1, types: [], categories: [] })).hits.map((h) => h.url);
  it('"car key" never ranks card, carbide or carbon items first', async () => {
    expect((await urls('car key'))[0]).not.toMatch(/carbide|carbon|v8-cutter|id46|id8a/);
  });
  it('"Procedura resi" does not return the residential pages', async () => {
    expect((await urls('Procedura resi')).filter((u) => u.includes('residential'))).toEqual([]);
  });
  it('"key cutting machine for cars" puts a Futura machine first', async () => {
    expect((await urls('key cutting machine for cars'))[0]).toMatch(/silca-futura/);
  });
});

describe('site synonyms (site-synonyms.ts, decision 0931): each one is needed', () => {
  const top3Of = (locale: Locale, query: string, synonyms: boolean) => {
    const index = search.twin!.indexes.get(search.service.publicIndex({ market: 'global', locale }))!;
    return index.search({ query, synonyms, hitsPerPage: 3, attributesToRetrieve: ['url'] }).hits.map((h) => String(h.url));
  };
  it.each([
    ['en', 'air 4 gen', '/en/global/products/air4gen'],
    ['en', 'fob', '/en/global/category/remote-car-keys'],
    ['de', 'fernbedienung', '/de/global/kategorien/funkschluessel'],
    ['de', 'fräsmaschine', '/de/global/kategorien/schluesselmaschinen-fahrzeuge'],
    ['fr', 'voiture', '/fr/global/produits/automobile'],
  ] as const)('%s "%s" finds %s with synonyms and not without', (locale, query, expected) => {
    expect(top3Of(locale, query, true)).toContain(expected);
    expect(top3Of(locale, query, false)).not.toContain(expected);
  });
  it('"smartpro" matches "Smart Pro" as a synonym: no typo counted', () => {
    const index = search.twin!.indexes.get(search.service.publicIndex({ market: 'global', locale: 'en' }))!;
    const hit = index.search({ query: 'smartpro', hitsPerPage: 1, getRankingInfo: true, attributesToRetrieve: ['url'] }).hits[0]!;
    expect(hit.url).toBe('/en/global/products/smart-pro-mini');
    expect(hit._rankingInfo).toMatchObject({ nbTypos: 0 });
  });
});
