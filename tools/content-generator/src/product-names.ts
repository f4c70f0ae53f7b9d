/**
 * Product names in the eight other languages (docs/requirements/product.md#every-language-its-own-words): a model name
 * ("Futura Pro", "Air4Gen") stays as it is and is not listed here; a name with descriptive words
 * ("UL050 cylinder blank") is translated, its code kept. Also the per-language wording of the
 * product's download titles and image alt texts.
 */
import type { Lang } from './lib';

/** Names keyed by product slug: [de, es, pt, fr, it, ro, nl, ru]. */
type Row = [de: string, es: string, pt: string, fr: string, it: string, ro: string, nl: string, ru: string];

const ORDER: Lang[] = ['de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'];

const cylinder = (code: string): Row => [
  `Zylinderrohling ${code}`,
  `Llave en bruto de cilindro ${code}`,
  `Chave em bruto de cilindro ${code}`,
  `Clé brute à cylindre ${code}`,
  `Chiave grezza a cilindro ${code}`,
  `Cheie brută cilindrică ${code}`,
  `Cilindersleutelblanco ${code}`,
  `Цилиндровая заготовка ${code}`,
];
const laserBlank = (code: string): Row => [
  `Bahnenrohling ${code}`,
  `Llave en bruto de pista láser ${code}`,
  `Chave em bruto de pista laser ${code}`,
  `Clé brute à piste laser ${code}`,
  `Chiave grezza a pista laser ${code}`,
  `Cheie brută cu pistă laser ${code}`,
  `Lasersleutelblanco ${code}`,
  `Заготовка с лазерной дорожкой ${code}`,
];
const glass = (code: string): Row => [
  `Glastransponder ${code}`,
  `Transpondedor de vidrio ${code}`,
  `Transponder de vidro ${code}`,
  `Transpondeur verre ${code}`,
  `Transponder in vetro ${code}`,
  `Transponder din sticlă ${code}`,
  `Glazen transponder ${code}`,
  `Стеклянный транспондер ${code}`,
];
const carbon = (code: string): Row => [
  `Carbon-Transponder ${code}`,
  `Transpondedor de carbono ${code}`,
  `Transponder de carbono ${code}`,
  `Transpondeur carbone ${code}`,
  `Transponder in carbonio ${code}`,
  `Transponder din carbon ${code}`,
  `Carbon transponder ${code}`,
  `Карбоновый транспондер ${code}`,
];
const remote = (brand: string, buttons: number): Row => [
  `${brand}-Funkschlüssel mit ${buttons} Tasten`,
  `Mando ${brand} de ${buttons} botones`,
  `Comando ${brand} de ${buttons} botões`,
  `Télécommande ${brand} ${buttons} boutons`,
  `Radiocomando ${brand} a ${buttons} tasti`,
  `Telecomandă ${brand} cu ${buttons} butoane`,
  `${brand}-afstandsbediening met ${buttons} knoppen`,
  `Пульт ${brand} с ${buttons} кнопками`,
];

const NAMES: Record<string, Row> = {
  'blank-ul050': cylinder('UL050'),
  'blank-ag4r': cylinder('AG4R'),
  'blank-ye3': cylinder('YE3'),
  'blank-ci18r': [
    'Bohrmuldenrohling CI18R',
    'Llave en bruto de puntos CI18R',
    'Chave em bruto de pontos CI18R',
    'Clé brute à points CI18R',
    'Chiave grezza a punti CI18R',
    'Cheie brută cu puncte CI18R',
    'Puntjessleutelblanco CI18R',
    'Точечная заготовка CI18R',
  ],
  'blank-ks29': [
    'Sicherheitsrohling KS29',
    'Llave en bruto de seguridad KS29',
    'Chave em bruto de segurança KS29',
    'Clé brute de sécurité KS29',
    'Chiave grezza di sicurezza KS29',
    'Cheie brută de securitate KS29',
    'Veiligheidssleutelblanco KS29',
    'Защищённая заготовка KS29',
  ],
  'blank-mo14': [
    'Buntbartrohling MO14',
    'Llave en bruto de gorja MO14',
    'Chave em bruto de palhetão MO14',
    'Clé brute à gorges MO14',
    'Chiave grezza a doppia mappa MO14',
    'Cheie brută cu dublă barbă MO14',
    'Baardsleutelblanco MO14',
    'Сувальдная заготовка MO14',
  ],
  'blank-hu66': laserBlank('HU66'),
  'blank-hu101': laserBlank('HU101'),
  'transponder-t5': glass('T5'),
  'transponder-id48': glass('ID48'),
  'transponder-id46': carbon('ID46'),
  'transponder-id8a': carbon('ID8A'),
  'transponder-tk100': [
    'Elektronischer Transponder TK100',
    'Transpondedor electrónico TK100',
    'Transponder eletrónico TK100',
    'Transpondeur électronique TK100',
    'Transponder elettronico TK100',
    'Transponder electronic TK100',
    'Elektronische transponder TK100',
    'Электронный транспондер TK100',
  ],
  'remote-vw-3b': remote('VW', 3),
  'remote-fiat-2b': remote('Fiat', 2),
  'remote-toyota-3b': remote('Toyota', 3),
  'remote-psa-3b': remote('Peugeot-Citroën', 3),
  'remote-ford-prox': [
    'Ford-Keyless-Schlüssel',
    'Llave de proximidad Ford',
    'Chave de proximidade Ford',
    'Clé mains libres Ford',
    'Chiave di prossimità Ford',
    'Cheie de proximitate Ford',
    'Ford keyless sleutel',
    'Бесконтактный ключ Ford',
  ],
  'remote-renault-card': [
    'Renault-Schlüsselkarte',
    'Tarjeta llave Renault',
    'Cartão-chave Renault',
    'Carte clé Renault',
    'Chiave tessera Renault',
    'Card-cheie Renault',
    'Renault-sleutelkaart',
    'Ключ-карта Renault',
  ],
  'obd-cable-kit': [
    'OBD-Kabelsatz',
    'Kit de cables OBD',
    'Kit de cabos OBD',
    'Kit de câbles OBD',
    'Kit cavi OBD',
    'Kit de cabluri OBD',
    'OBD-kabelset',
    'Комплект кабелей OBD',
  ],
  'master-key-system-mk7': [
    'Generalschlüsselanlage MK7',
    'Sistema de llave maestra MK7',
    'Sistema de chave mestra MK7',
    'Organigramme MK7',
    'Sistema a chiave maestra MK7',
    'Sistem cu cheie maestru MK7',
    'Hoofdsleutelsysteem MK7',
    'Система мастер-ключей MK7',
  ],
  'cabinet-key-cb12': [
    'Schrankschlüssel CB12',
    'Llave de armario CB12',
    'Chave de armário CB12',
    'Clé de mobilier CB12',
    'Chiave per armadi CB12',
    'Cheie de dulap CB12',
    'Kastsleutel CB12',
    'Мебельный ключ CB12',
  ],
  'vending-key-vk5': [
    'Automatenschlüssel VK5',
    'Llave para máquinas expendedoras VK5',
    'Chave para máquinas de venda VK5',
    'Clé de distributeur VK5',
    'Chiave per distributori VK5',
    'Cheie pentru automate VK5',
    'Automaatsleutel VK5',
    'Ключ для вендинговых автоматов VK5',
  ],
  'custom-profile-service': [
    'Sonderprofil-Service',
    'Servicio de perfiles a medida',
    'Serviço de perfis à medida',
    'Service de profils sur mesure',
    'Servizio profili su misura',
    'Serviciu de profiluri la comandă',
    'Service voor maatwerkprofielen',
    'Изготовление индивидуальных профилей',
  ],
  'silca-v8-cutter': [
    'Hartmetallfräser V8',
    'Fresa de metal duro V8',
    'Fresa de metal duro V8',
    'Fraise carbure V8',
    'Fresa in metallo duro V8',
    'Freză din carbură V8',
    'Hardmetalen frees V8',
    'Твердосплавная фреза V8',
  ],
  'silca-laser-cutter-01': [
    'Bahnenfräser 01',
    'Fresa de pista láser 01',
    'Fresa de pista laser 01',
    'Fraise piste laser 01',
    'Fresa per pista laser 01',
    'Freză pentru pistă laser 01',
    'Laserfrees 01',
    'Фреза для лазерной дорожки 01',
  ],
};

/** The product's name in `lang`: its translation, or the English name when it is a model name. */
export function productName(slug: string, english: string, lang: Lang | 'en'): string {
  if (lang === 'en') return english;
  const row = NAMES[slug];
  return row ? row[ORDER.indexOf(lang)]! : english;
}

/** Whether a product's name has descriptive words that are translated (else it is a model name). */
export function hasTranslatedName(slug: string): boolean {
  return slug in NAMES;
}

/** Download titles and image alt texts of a product page, `{name}` being the product's name in that language. */
export const PRODUCT_ASSET_WORDING: Record<'dataSheet' | 'conformity' | 'detail', Record<Lang | 'en', string>> = {
  dataSheet: {
    en: '{name} data sheet',
    de: 'Datenblatt {name}',
    es: 'Ficha técnica de {name}',
    pt: 'Ficha técnica de {name}',
    fr: 'Fiche technique {name}',
    it: 'Scheda tecnica {name}',
    ro: 'Fișă tehnică {name}',
    nl: 'Datasheet {name}',
    ru: 'Технический паспорт {name}',
  },
  conformity: {
    en: '{name} declaration of conformity',
    de: 'Konformitätserklärung {name}',
    es: 'Declaración de conformidad de {name}',
    pt: 'Declaração de conformidade de {name}',
    fr: 'Déclaration de conformité {name}',
    it: 'Dichiarazione di conformità {name}',
    ro: 'Declarație de conformitate {name}',
    nl: 'Conformiteitsverklaring {name}',
    ru: 'Декларация соответствия {name}',
  },
  detail: {
    en: '{name} detail',
    de: '{name}, Detailansicht',
    es: '{name}, detalle',
    pt: '{name}, pormenor',
    fr: '{name}, détail',
    it: '{name}, dettaglio',
    ro: '{name}, detaliu',
    nl: '{name}, detail',
    ru: '{name}, крупный план',
  },
};
