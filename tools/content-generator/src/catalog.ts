/**
 * The product catalogue of the embedded space: categories (all nine locales), the products
 * listing, product families and 40+ products (docs/requirements/content.md#entities fields), all in nine locales.
 */
import { type AnyLang, type T, blok, field, fieldBy, folder, image, pdf, richText, story, draftOf, type StoryRecord } from './lib';
import { ADJ4, FEAT4, TEXT4, USE4 } from './catalog-i18n';
import { PRODUCT_ASSET_WORDING, hasTranslatedName, productName } from './product-names';
import { segmentSlugs } from './segments';

/** The languages of the five markets. */
export const MARKET_LANGS: AnyLang[] = ['en', 'it', 'de', 'es', 'fr'];
const ALL_LANGS: AnyLang[] = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'];

interface CategoryDef {
  slug: string;
  family: 'automotive' | 'residential' | 'other';
  name: T;
  description: T;
  kind: 'machine' | 'key';
  slugs: Partial<Record<AnyLang, string>>;
}

/** Product categories (docs/requirements/content.md#entities `Category: name`), all nine locales. */
export const CATEGORIES: CategoryDef[] = [
  {
    slug: 'automotive-key-machines',
    family: 'automotive',
    kind: 'machine',
    name: {
      en: 'Automotive key machines',
      it: 'Macchine per chiavi auto',
      de: 'Schlüsselmaschinen für Fahrzeuge',
      es: 'Máquinas para llaves de automóvil',
      pt: 'Máquinas para chaves automóvel',
      fr: 'Machines pour clés automobiles',
      ro: 'Mașini pentru chei auto',
      nl: 'Sleutelmachines voor auto',
      ru: 'Станки для автомобильных ключей',
    },
    description: {
      en: 'Electronic and mechanical machines that cut laser-track, dimple and flat car keys by code or by copy.',
      it: 'Macchine elettroniche e meccaniche che tagliano chiavi auto a pista laser, a punti e piatte, da codice o da copia.',
      de: 'Elektronische und mechanische Maschinen, die Bahnen-, Bohrmulden- und Flachschlüssel für Fahrzeuge nach Code oder Vorlage fräsen.',
      es: 'Máquinas electrónicas y mecánicas que cortan llaves de coche de pista láser, de puntos y planas, por código o por copia.',
      pt: 'Máquinas eletrónicas e mecânicas que cortam chaves automóvel de pista laser, de pontos e planas, por código ou por cópia.',
      fr: 'Machines électroniques et mécaniques qui taillent les clés automobiles à piste laser, à points et plates, par code ou par copie.',
      ro: 'Mașini electronice și mecanice care taie chei auto cu pistă laser, cu puncte și plate, după cod sau după copie.',
      nl: 'Elektronische en mechanische machines die laser-, puntjes- en platte autosleutels op code of op kopie frezen.',
      ru: 'Электронные и механические станки для нарезки автомобильных ключей с лазерной дорожкой, точечных и плоских по коду или по образцу.',
    },
    slugs: {
      it: 'macchine-chiavi-auto',
      de: 'schluesselmaschinen-fahrzeuge',
      es: 'maquinas-llaves-automovil',
      pt: 'maquinas-chaves-automovel',
      fr: 'machines-cles-automobiles',
      ro: 'masini-chei-auto',
      nl: 'sleutelmachines-auto',
      ru: 'stanki-avtomobilnye-klyuchi',
    },
  },
  {
    slug: 'residential-key-machines',
    family: 'residential',
    kind: 'machine',
    name: {
      en: 'Residential key machines',
      it: 'Macchine per chiavi casa',
      de: 'Schlüsselmaschinen für Gebäude',
      es: 'Máquinas para llaves residenciales',
      pt: 'Máquinas para chaves residenciais',
      fr: 'Machines pour clés résidentielles',
      ro: 'Mașini pentru chei de locuință',
      nl: 'Sleutelmachines voor woningen',
      ru: 'Станки для бытовых ключей',
    },
    description: {
      en: 'Duplicating machines for cylinder, dimple and mortice keys, built for the daily work of a key-cutting counter.',
      it: 'Duplicatrici per chiavi a cilindro, a punti e a doppia mappa, pensate per il lavoro quotidiano al banco.',
      de: 'Kopiermaschinen für Zylinder-, Bohrmulden- und Buntbartschlüssel, gebaut für die tägliche Arbeit am Schlüsseldienst-Tresen.',
      es: 'Duplicadoras para llaves de cilindro, de puntos y de gorja, pensadas para el trabajo diario en el mostrador.',
      pt: 'Duplicadoras para chaves de cilindro, de pontos e de palhetão, pensadas para o trabalho diário ao balcão.',
      fr: 'Reproductrices pour clés à cylindre, à points et à gorges, conçues pour le travail quotidien au comptoir.',
      ro: 'Mașini de copiat pentru chei cilindrice, cu puncte și cu dublă barbă, gândite pentru munca zilnică la tejghea.',
      nl: 'Kopieermachines voor cilinder-, puntjes- en baardsleutels, gebouwd voor het dagelijkse werk aan de sleutelbalie.',
      ru: 'Копировальные станки для цилиндровых, точечных и сувальдных ключей для ежедневной работы в мастерской.',
    },
    slugs: {
      it: 'macchine-chiavi-casa',
      de: 'schluesselmaschinen-gebaeude',
      es: 'maquinas-llaves-residenciales',
      pt: 'maquinas-chaves-residenciais',
      fr: 'machines-cles-residentielles',
      ro: 'masini-chei-locuinta',
      nl: 'sleutelmachines-woningen',
      ru: 'stanki-bytovye-klyuchi',
    },
  },
  {
    slug: 'key-blanks',
    family: 'residential',
    kind: 'key',
    name: {
      en: 'Key blanks',
      it: 'Chiavi grezze',
      de: 'Schlüsselrohlinge',
      es: 'Llaves en bruto',
      pt: 'Chaves em bruto',
      fr: 'Clés brutes',
      ro: 'Chei brute',
      nl: 'Sleutelblanco’s',
      ru: 'Заготовки ключей',
    },
    description: {
      en: 'Brass and nickel-silver blanks for cylinder, dimple and security profiles, made to the tolerances of the original.',
      it: 'Chiavi grezze in ottone e alpacca per profili a cilindro, a punti e di sicurezza, con le tolleranze dell’originale.',
      de: 'Rohlinge aus Messing und Neusilber für Zylinder-, Bohrmulden- und Sicherheitsprofile, gefertigt mit den Toleranzen des Originals.',
      es: 'Llaves en bruto de latón y alpaca para perfiles de cilindro, de puntos y de seguridad, con las tolerancias del original.',
      pt: 'Chaves em bruto de latão e alpaca para perfis de cilindro, de pontos e de segurança, com as tolerâncias do original.',
      fr: 'Clés brutes en laiton et maillechort pour profils à cylindre, à points et de sécurité, aux tolérances de l’original.',
      ro: 'Chei brute din alamă și alpaca pentru profiluri cilindrice, cu puncte și de securitate, la toleranțele originalului.',
      nl: 'Blanco’s van messing en nieuwzilver voor cilinder-, puntjes- en veiligheidsprofielen, met de toleranties van het origineel.',
      ru: 'Заготовки из латуни и нейзильбера для цилиндровых, точечных и защищённых профилей с допусками оригинала.',
    },
    slugs: {
      it: 'chiavi-grezze',
      de: 'schluesselrohlinge',
      es: 'llaves-en-bruto',
      pt: 'chaves-em-bruto',
      fr: 'cles-brutes',
      ro: 'chei-brute',
      nl: 'sleutelblancos',
      ru: 'zagotovki-klyuchej',
    },
  },
  {
    slug: 'transponders',
    family: 'automotive',
    kind: 'key',
    name: {
      en: 'Transponders',
      it: 'Transponder',
      de: 'Transponder',
      es: 'Transpondedores',
      pt: 'Transponders',
      fr: 'Transpondeurs',
      ro: 'Transpondere',
      nl: 'Transponders',
      ru: 'Транспондеры',
    },
    description: {
      en: 'Glass, carbon and electronic transponders that clone or replace the immobiliser chip of a car key.',
      it: 'Transponder in vetro, carbonio ed elettronici che clonano o sostituiscono il chip immobilizer della chiave auto.',
      de: 'Glas-, Carbon- und elektronische Transponder, die den Wegfahrsperren-Chip eines Autoschlüssels klonen oder ersetzen.',
      es: 'Transpondedores de vidrio, carbono y electrónicos que clonan o sustituyen el chip inmovilizador de la llave.',
      pt: 'Transponders de vidro, carbono e eletrónicos que clonam ou substituem o chip imobilizador da chave.',
      fr: 'Transpondeurs verre, carbone et électroniques qui clonent ou remplacent la puce antidémarrage de la clé.',
      ro: 'Transpondere din sticlă, carbon și electronice care clonează sau înlocuiesc cipul imobilizatorului.',
      nl: 'Glazen, carbon en elektronische transponders die de startonderbrekerchip van een autosleutel klonen of vervangen.',
      ru: 'Стеклянные, карбоновые и электронные транспондеры для клонирования или замены чипа иммобилайзера.',
    },
    slugs: {
      it: 'transponder',
      de: 'transponder',
      es: 'transpondedores',
      pt: 'transponders',
      fr: 'transpondeurs',
      ro: 'transpondere',
      nl: 'transponders',
      ru: 'transpondery',
    },
  },
  {
    slug: 'remote-car-keys',
    family: 'automotive',
    kind: 'key',
    name: {
      en: 'Remote car keys',
      it: 'Radiocomandi auto',
      de: 'Funkschlüssel',
      es: 'Llaves con mando a distancia',
      pt: 'Chaves com comando',
      fr: 'Télécommandes auto',
      ro: 'Chei auto cu telecomandă',
      nl: 'Afstandsbedieningssleutels',
      ru: 'Автомобильные ключи с пультом',
    },
    description: {
      en: 'Remote and proximity keys for the most common car models, ready to be cut and programmed in the workshop.',
      it: 'Radiocomandi e chiavi di prossimità per i modelli più diffusi, pronti da tagliare e programmare in officina.',
      de: 'Funk- und Keyless-Schlüssel für die häufigsten Fahrzeugmodelle, bereit zum Fräsen und Programmieren in der Werkstatt.',
      es: 'Mandos y llaves de proximidad para los modelos más comunes, listos para cortar y programar en el taller.',
      pt: 'Comandos e chaves de proximidade para os modelos mais comuns, prontos a cortar e programar na oficina.',
      fr: 'Télécommandes et clés mains libres pour les modèles les plus courants, prêtes à tailler et programmer à l’atelier.',
      ro: 'Telecomenzi și chei de proximitate pentru cele mai răspândite modele, gata de tăiat și programat în atelier.',
      nl: 'Afstandsbedienings- en keyless sleutels voor de meest gangbare modellen, klaar om te frezen en te programmeren.',
      ru: 'Пульты и бесконтактные ключи для самых распространённых моделей, готовые к нарезке и программированию.',
    },
    slugs: {
      it: 'radiocomandi-auto',
      de: 'funkschluessel',
      es: 'llaves-mando-distancia',
      pt: 'chaves-com-comando',
      fr: 'telecommandes-auto',
      ro: 'chei-auto-telecomanda',
      nl: 'afstandsbedieningssleutels',
      ru: 'klyuchi-s-pultom',
    },
  },
  {
    slug: 'programming-tools',
    family: 'automotive',
    kind: 'machine',
    name: {
      en: 'Programming tools',
      it: 'Strumenti di programmazione',
      de: 'Programmiergeräte',
      es: 'Herramientas de programación',
      pt: 'Ferramentas de programação',
      fr: 'Outils de programmation',
      ro: 'Instrumente de programare',
      nl: 'Programmeerapparatuur',
      ru: 'Программаторы',
    },
    description: {
      en: 'Hand-held devices that read, clone and program transponders and remotes through the OBD port or on the bench.',
      it: 'Dispositivi portatili che leggono, clonano e programmano transponder e radiocomandi dalla presa OBD o al banco.',
      de: 'Handgeräte, die Transponder und Funkschlüssel über die OBD-Buchse oder am Tisch auslesen, klonen und programmieren.',
      es: 'Equipos portátiles que leen, clonan y programan transpondedores y mandos por el puerto OBD o en el banco.',
      pt: 'Equipamentos portáteis que leem, clonam e programam transponders e comandos pela porta OBD ou na bancada.',
      fr: 'Appareils portables qui lisent, clonent et programment transpondeurs et télécommandes par la prise OBD ou sur table.',
      ro: 'Dispozitive portabile care citesc, clonează și programează transpondere și telecomenzi prin portul OBD sau pe banc.',
      nl: 'Handapparaten die transponders en afstandsbedieningen via de OBD-poort of op de werkbank uitlezen, klonen en programmeren.',
      ru: 'Портативные устройства для чтения, клонирования и программирования транспондеров и пультов через OBD или на столе.',
    },
    slugs: {
      it: 'strumenti-programmazione',
      de: 'programmiergeraete',
      es: 'herramientas-programacion',
      pt: 'ferramentas-programacao',
      fr: 'outils-programmation',
      ro: 'instrumente-programare',
      nl: 'programmeerapparatuur',
      ru: 'programmatory',
    },
  },
  {
    slug: 'industrial-key-systems',
    family: 'other',
    kind: 'key',
    name: {
      en: 'Industrial key systems',
      it: 'Sistemi di chiavi industriali',
      de: 'Industrielle Schließsysteme',
      es: 'Sistemas de llaves industriales',
      pt: 'Sistemas de chaves industriais',
      fr: 'Systèmes de clés industriels',
      ro: 'Sisteme de chei industriale',
      nl: 'Industriële sleutelsystemen',
      ru: 'Промышленные ключевые системы',
    },
    description: {
      en: 'Master-key systems, cabinet keys and custom profiles for manufacturers of locks, furniture and vending machines.',
      it: 'Sistemi a chiave maestra, chiavi per armadi e profili su misura per produttori di serrature, mobili e distributori.',
      de: 'Generalschlüsselanlagen, Schrankschlüssel und Sonderprofile für Hersteller von Schlössern, Möbeln und Automaten.',
      es: 'Sistemas de llave maestra, llaves de armario y perfiles a medida para fabricantes de cerraduras, muebles y máquinas expendedoras.',
      pt: 'Sistemas de chave mestra, chaves de armário e perfis à medida para fabricantes de fechaduras, móveis e máquinas de venda.',
      fr: 'Organigrammes, clés de mobilier et profils sur mesure pour les fabricants de serrures, de meubles et de distributeurs.',
      ro: 'Sisteme cu cheie maestru, chei de dulap și profiluri la comandă pentru producători de încuietori, mobilă și automate.',
      nl: 'Hoofdsleutelsystemen, kastsleutels en maatwerkprofielen voor fabrikanten van sloten, meubels en automaten.',
      ru: 'Системы мастер-ключей, мебельные ключи и индивидуальные профили для производителей замков, мебели и автоматов.',
    },
    slugs: {
      it: 'sistemi-chiavi-industriali',
      de: 'industrielle-schliesssysteme',
      es: 'sistemas-llaves-industriales',
      pt: 'sistemas-chaves-industriais',
      fr: 'systemes-cles-industriels',
      ro: 'sisteme-chei-industriale',
      nl: 'industriele-sleutelsystemen',
      ru: 'promyshlennye-klyuchevye-sistemy',
    },
  },
];

/** Per-language sentence templates by product kind. `{name}`, `{feature}`, `{use}` are filled in. */
const TEXT: Record<
  'machine' | 'key' | 'tool',
  Record<'en' | 'it' | 'de' | 'es' | 'fr', { details: string; features: string; functionality: string; application: string; type: string }>
> = {
  machine: {
    en: {
      type: 'Key cutting machine',
      details:
        '{name} is a {adj} key cutting machine designed for {use}. It combines a rigid cast-aluminium frame with a precise carriage, so that every key comes out clean on the first attempt.\n\nThe machine is delivered calibrated and ready to work, with its clamps, tracers and cutters.',
      features:
        '- {feature}\n- Calibrated at the factory, recalibration in under two minutes\n- Quiet brushless motor with automatic shutdown\n- Two-year warranty and spare parts for at least ten years',
      functionality:
        'Select the key in the database or read it with the tracer, clamp the blank and start the cycle: {name} cuts, checks the depth and stops at the end of the profile.',
      application: 'Suited to {use}, to key-cutting counters and to mobile locksmiths who need reliable results every day.',
    },
    it: {
      type: 'Macchina duplicatrice',
      details:
        '{name} è una macchina duplicatrice {adj} progettata per {use}. Unisce un telaio rigido in alluminio pressofuso a un carrello preciso, perché ogni chiave riesca pulita al primo tentativo.\n\nLa macchina è consegnata calibrata e pronta all’uso, con morsetti, tastatori e frese.',
      features:
        '- {feature}\n- Calibrata in fabbrica, ricalibrazione in meno di due minuti\n- Motore brushless silenzioso con spegnimento automatico\n- Garanzia di due anni e ricambi per almeno dieci anni',
      functionality:
        'Seleziona la chiave nel database o leggila con il tastatore, blocca la grezza e avvia il ciclo: {name} taglia, verifica la profondità e si ferma a fine profilo.',
      application: 'Adatta a {use}, ai banchi di duplicazione e ai fabbri in mobilità che vogliono risultati affidabili ogni giorno.',
    },
    de: {
      type: 'Schlüsselkopiermaschine',
      details:
        '{name} ist eine {adj} Schlüsselkopiermaschine für {use}. Ein steifer Rahmen aus Aluminiumguss und ein präziser Schlitten sorgen dafür, dass jeder Schlüssel beim ersten Versuch sauber gelingt.\n\nDie Maschine wird kalibriert und einsatzbereit geliefert, mit Spannbacken, Tastern und Fräsern.',
      features:
        '- {feature}\n- Werkseitig kalibriert, Nachkalibrierung in unter zwei Minuten\n- Leiser bürstenloser Motor mit automatischer Abschaltung\n- Zwei Jahre Garantie und Ersatzteile für mindestens zehn Jahre',
      functionality:
        'Schlüssel in der Datenbank wählen oder mit dem Taster abtasten, Rohling spannen und den Zyklus starten: {name} fräst, prüft die Tiefe und stoppt am Ende des Profils.',
      application: 'Geeignet für {use}, für Schlüsseldienste und mobile Schlosser, die jeden Tag verlässliche Ergebnisse brauchen.',
    },
    es: {
      type: 'Máquina duplicadora',
      details:
        '{name} es una máquina duplicadora {adj} diseñada para {use}. Combina un bastidor rígido de aluminio fundido con un carro preciso, para que cada llave salga limpia al primer intento.\n\nLa máquina se entrega calibrada y lista para trabajar, con mordazas, palpadores y fresas.',
      features:
        '- {feature}\n- Calibrada en fábrica, recalibración en menos de dos minutos\n- Motor sin escobillas silencioso con apagado automático\n- Dos años de garantía y repuestos durante al menos diez años',
      functionality:
        'Elija la llave en la base de datos o léala con el palpador, fije el bruto e inicie el ciclo: {name} corta, comprueba la profundidad y se detiene al final del perfil.',
      application: 'Adecuada para {use}, para mostradores de duplicado y cerrajeros móviles que necesitan resultados fiables cada día.',
    },
    fr: {
      type: 'Machine à reproduire les clés',
      details:
        '{name} est une machine à reproduire les clés {adj} conçue pour {use}. Elle associe un bâti rigide en fonte d’aluminium à un chariot précis, pour que chaque clé sorte propre du premier coup.\n\nLa machine est livrée étalonnée et prête à l’emploi, avec ses mâchoires, palpeurs et fraises.',
      features:
        '- {feature}\n- Étalonnée en usine, réétalonnage en moins de deux minutes\n- Moteur sans balais silencieux avec arrêt automatique\n- Garantie de deux ans et pièces détachées pendant au moins dix ans',
      functionality:
        'Choisissez la clé dans la base de données ou lisez-la au palpeur, serrez l’ébauche et lancez le cycle : {name} taille, contrôle la profondeur et s’arrête en fin de profil.',
      application: 'Adaptée à {use}, aux comptoirs de reproduction et aux serruriers itinérants qui veulent un résultat fiable chaque jour.',
    },
  },
  key: {
    en: {
      type: 'Key product',
      details:
        '{name} is a {adj} product for {use}. It is made to the dimensions and tolerances of the original, so it works in the lock or the vehicle exactly like the key it replaces.\n\nEvery batch is checked on a coordinate measuring machine before it leaves the factory.',
      features:
        '- {feature}\n- Made to original tolerances\n- Listed in the Silca key database with its cross-references\n- Packed in boxes of 50 with a printed reference',
      functionality: 'Look the reference up in the catalogue or the database, cut or program it on a compatible Silca machine and test it on the lock.',
      application: 'Used for {use}, by key-cutting counters, hardware stores and automotive locksmiths.',
    },
    it: {
      type: 'Prodotto chiave',
      details:
        '{name} è un prodotto {adj} per {use}. È realizzato con le dimensioni e le tolleranze dell’originale, così funziona nella serratura o nel veicolo esattamente come la chiave che sostituisce.\n\nOgni lotto è controllato su una macchina di misura a coordinate prima di lasciare lo stabilimento.',
      features:
        '- {feature}\n- Realizzato con le tolleranze originali\n- Presente nel database chiavi Silca con i riferimenti incrociati\n- Confezioni da 50 con riferimento stampato',
      functionality: 'Cerca il riferimento nel catalogo o nel database, taglialo o programmalo su una macchina Silca compatibile e provalo sulla serratura.',
      application: 'Usato per {use}, da centri di duplicazione, ferramenta e fabbri per auto.',
    },
    de: {
      type: 'Schlüsselprodukt',
      details:
        '{name} ist ein {adj} Produkt für {use}. Es entspricht den Maßen und Toleranzen des Originals und funktioniert im Schloss oder im Fahrzeug genau wie der ersetzte Schlüssel.\n\nJede Charge wird vor dem Versand auf einer Koordinatenmessmaschine geprüft.',
      features:
        '- {feature}\n- Gefertigt mit Originaltoleranzen\n- In der Silca-Schlüsseldatenbank mit Querverweisen\n- Verpackt in Schachteln zu 50 Stück mit aufgedruckter Referenz',
      functionality: 'Referenz im Katalog oder in der Datenbank suchen, auf einer kompatiblen Silca-Maschine fräsen oder programmieren und am Schloss prüfen.',
      application: 'Eingesetzt für {use}, von Schlüsseldiensten, Eisenwarenhändlern und Kfz-Schlossern.',
    },
    es: {
      type: 'Producto de llave',
      details:
        '{name} es un producto {adj} para {use}. Se fabrica con las dimensiones y tolerancias del original, por lo que funciona en la cerradura o en el vehículo igual que la llave que sustituye.\n\nCada lote se controla en una máquina de medición por coordenadas antes de salir de fábrica.',
      features:
        '- {feature}\n- Fabricado con las tolerancias originales\n- Incluido en la base de datos de llaves Silca con sus referencias cruzadas\n- Cajas de 50 unidades con referencia impresa',
      functionality:
        'Busque la referencia en el catálogo o en la base de datos, córtela o prográmela en una máquina Silca compatible y pruébela en la cerradura.',
      application: 'Utilizado para {use}, por duplicadores, ferreterías y cerrajeros del automóvil.',
    },
    fr: {
      type: 'Produit clé',
      details:
        '{name} est un produit {adj} pour {use}. Il reprend les dimensions et les tolérances de l’original et fonctionne dans la serrure ou le véhicule exactement comme la clé qu’il remplace.\n\nChaque lot est contrôlé sur une machine à mesurer tridimensionnelle avant de quitter l’usine.',
      features:
        '- {feature}\n- Fabriqué aux tolérances d’origine\n- Référencé dans la base de clés Silca avec ses correspondances\n- Boîtes de 50 avec référence imprimée',
      functionality:
        'Cherchez la référence dans le catalogue ou la base de données, taillez-la ou programmez-la sur une machine Silca compatible et essayez-la sur la serrure.',
      application: 'Utilisé pour {use}, par les cordonneries-clés, les quincailleries et les serruriers automobiles.',
    },
  },
  tool: {
    en: {
      type: 'Programming device',
      details:
        '{name} is a {adj} device for {use}. It reads the original key, identifies the transponder and guides the technician step by step through cloning or programming.\n\nSoftware updates arrive over Wi-Fi and add new vehicles every month.',
      features: '- {feature}\n- Step-by-step guided procedures\n- Monthly vehicle coverage updates over Wi-Fi\n- Rechargeable battery for a full working day',
      functionality: 'Connect {name} to the OBD port or place the key in the antenna, choose the vehicle and follow the procedure on screen.',
      application: 'Designed for {use} and for automotive locksmiths working in the workshop or on the road.',
    },
    it: {
      type: 'Dispositivo di programmazione',
      details:
        '{name} è un dispositivo {adj} per {use}. Legge la chiave originale, riconosce il transponder e guida il tecnico passo dopo passo nella clonazione o nella programmazione.\n\nGli aggiornamenti software arrivano via Wi-Fi e aggiungono nuovi veicoli ogni mese.',
      features:
        '- {feature}\n- Procedure guidate passo dopo passo\n- Aggiornamenti mensili dei veicoli via Wi-Fi\n- Batteria ricaricabile per un’intera giornata di lavoro',
      functionality: 'Collega {name} alla presa OBD o appoggia la chiave sull’antenna, scegli il veicolo e segui la procedura sullo schermo.',
      application: 'Pensato per {use} e per i fabbri auto che lavorano in officina o su strada.',
    },
    de: {
      type: 'Programmiergerät',
      details:
        '{name} ist ein {adj} Gerät für {use}. Es liest den Originalschlüssel, erkennt den Transponder und führt den Techniker Schritt für Schritt durch Klonen oder Programmieren.\n\nSoftware-Updates kommen über WLAN und fügen jeden Monat neue Fahrzeuge hinzu.',
      features: '- {feature}\n- Geführte Abläufe Schritt für Schritt\n- Monatliche Fahrzeug-Updates über WLAN\n- Akku für einen ganzen Arbeitstag',
      functionality: '{name} an die OBD-Buchse anschließen oder den Schlüssel an die Antenne legen, Fahrzeug wählen und dem Ablauf auf dem Bildschirm folgen.',
      application: 'Entwickelt für {use} und für Kfz-Schlosser in der Werkstatt oder unterwegs.',
    },
    es: {
      type: 'Equipo de programación',
      details:
        '{name} es un equipo {adj} para {use}. Lee la llave original, identifica el transpondedor y guía al técnico paso a paso en la clonación o la programación.\n\nLas actualizaciones llegan por Wi-Fi y añaden vehículos nuevos cada mes.',
      features:
        '- {feature}\n- Procedimientos guiados paso a paso\n- Actualizaciones mensuales de vehículos por Wi-Fi\n- Batería recargable para toda la jornada',
      functionality: 'Conecte {name} al puerto OBD o acerque la llave a la antena, elija el vehículo y siga el procedimiento en pantalla.',
      application: 'Pensado para {use} y para cerrajeros del automóvil que trabajan en el taller o en la calle.',
    },
    fr: {
      type: 'Appareil de programmation',
      details:
        '{name} est un appareil {adj} pour {use}. Il lit la clé d’origine, identifie le transpondeur et guide le technicien pas à pas dans le clonage ou la programmation.\n\nLes mises à jour arrivent par Wi-Fi et ajoutent de nouveaux véhicules chaque mois.',
      features:
        '- {feature}\n- Procédures guidées pas à pas\n- Mises à jour mensuelles des véhicules par Wi-Fi\n- Batterie rechargeable pour une journée complète',
      functionality: 'Branchez {name} sur la prise OBD ou posez la clé sur l’antenne, choisissez le véhicule et suivez la procédure à l’écran.',
      application: 'Conçu pour {use} et pour les serruriers automobiles à l’atelier ou en intervention.',
    },
  },
};

type L5 = 'en' | 'it' | 'de' | 'es' | 'fr';
interface ProductDef {
  slug: string;
  name: string;
  category: string;
  text: 'machine' | 'key' | 'tool';
  adj: Record<L5, [string, string]>;
  use: Record<L5, string>;
  feature: Record<L5, string>;
  tech: Array<[string, string]>;
  references: string;
  updated: string;
  tags: string[];
  keys: { adj: string; use: string; feature: string };
}

/** Adjectives: [feminine, masculine/neuter] forms, as the noun of the template needs. */
const ADJ = {
  electronic: {
    en: ['electronic', 'electronic'],
    it: ['elettronica', 'elettronico'],
    de: ['elektronische', 'elektronisches'],
    es: ['electrónica', 'electrónico'],
    fr: ['électronique', 'électronique'],
  },
  compact: {
    en: ['compact', 'compact'],
    it: ['compatta', 'compatto'],
    de: ['kompakte', 'kompaktes'],
    es: ['compacta', 'compacto'],
    fr: ['compacte', 'compact'],
  },
  mechanical: {
    en: ['mechanical', 'mechanical'],
    it: ['meccanica', 'meccanico'],
    de: ['mechanische', 'mechanisches'],
    es: ['mecánica', 'mecánico'],
    fr: ['mécanique', 'mécanique'],
  },
  professional: {
    en: ['professional', 'professional'],
    it: ['professionale', 'professionale'],
    de: ['professionelle', 'professionelles'],
    es: ['profesional', 'profesional'],
    fr: ['professionnelle', 'professionnel'],
  },
  precise: {
    en: ['high-precision', 'high-precision'],
    it: ['di alta precisione', 'di alta precisione'],
    de: ['hochpräzise', 'hochpräzises'],
    es: ['de alta precisión', 'de alta precisión'],
    fr: ['de haute précision', 'de haute précision'],
  },
  reliable: {
    en: ['reliable', 'reliable'],
    it: ['affidabile', 'affidabile'],
    de: ['zuverlässige', 'zuverlässiges'],
    es: ['fiable', 'fiable'],
    fr: ['fiable', 'fiable'],
  },
  portable: {
    en: ['portable', 'portable'],
    it: ['portatile', 'portatile'],
    de: ['tragbare', 'tragbares'],
    es: ['portátil', 'portátil'],
    fr: ['portable', 'portable'],
  },
} satisfies Record<string, Record<L5, [string, string]>>;
const USE = {
  laser: {
    en: 'laser-track and dimple car keys',
    it: 'chiavi auto a pista laser e a punti',
    de: 'Bahnen- und Bohrmuldenschlüssel für Fahrzeuge',
    es: 'llaves de coche de pista láser y de puntos',
    fr: 'les clés automobiles à piste laser et à points',
  },
  cylinder: {
    en: 'cylinder and flat keys',
    it: 'chiavi a cilindro e piatte',
    de: 'Zylinder- und Flachschlüssel',
    es: 'llaves de cilindro y planas',
    fr: 'les clés à cylindre et plates',
  },
  dimple: {
    en: 'dimple and security keys',
    it: 'chiavi a punti e di sicurezza',
    de: 'Bohrmulden- und Sicherheitsschlüssel',
    es: 'llaves de puntos y de seguridad',
    fr: 'les clés à points et de sécurité',
  },
  mortice: {
    en: 'mortice and lever keys',
    it: 'chiavi a doppia mappa',
    de: 'Buntbart- und Zuhaltungsschlüssel',
    es: 'llaves de gorja',
    fr: 'les clés à gorges',
  },
  transponder: {
    en: 'immobiliser transponders',
    it: 'transponder di immobilizer',
    de: 'Wegfahrsperren-Transponder',
    es: 'transpondedores de inmovilizador',
    fr: 'les transpondeurs d’antidémarrage',
  },
  remote: {
    en: 'remote and proximity car keys',
    it: 'radiocomandi e chiavi di prossimità',
    de: 'Funk- und Keyless-Schlüssel',
    es: 'mandos y llaves de proximidad',
    fr: 'les télécommandes et clés mains libres',
  },
  industrial: {
    en: 'industrial and furniture locks',
    it: 'serrature industriali e per mobili',
    de: 'Industrie- und Möbelschlösser',
    es: 'cerraduras industriales y de muebles',
    fr: 'les serrures industrielles et de mobilier',
  },
};
const FEAT = {
  touch: {
    en: '7-inch touch screen with the complete key database',
    it: 'Schermo touch da 7 pollici con l’intero database chiavi',
    de: '7-Zoll-Touchscreen mit der kompletten Schlüsseldatenbank',
    es: 'Pantalla táctil de 7 pulgadas con toda la base de datos de llaves',
    fr: 'Écran tactile 7 pouces avec toute la base de données de clés',
  },
  fourSided: {
    en: 'Four-sided clamp that holds every profile without adapters',
    it: 'Morsetto a quattro lati che blocca ogni profilo senza adattatori',
    de: 'Vierseitige Spannbacke für alle Profile ohne Adapter',
    es: 'Mordaza de cuatro caras que sujeta cualquier perfil sin adaptadores',
    fr: 'Mâchoire quatre faces qui tient tous les profils sans adaptateur',
  },
  copy: {
    en: 'Copy by tracer and by code on the same carriage',
    it: 'Copia da tastatore e da codice sullo stesso carrello',
    de: 'Kopieren per Taster und nach Code auf demselben Schlitten',
    es: 'Copia por palpador y por código en el mismo carro',
    fr: 'Copie au palpeur et par code sur le même chariot',
  },
  brass: {
    en: 'Solid brass with nickel plating against wear',
    it: 'Ottone pieno con nichelatura contro l’usura',
    de: 'Massives Messing, vernickelt gegen Verschleiß',
    es: 'Latón macizo con niquelado contra el desgaste',
    fr: 'Laiton massif nickelé contre l’usure',
  },
  chip: {
    en: 'Re-writable chip that can be cloned several times',
    it: 'Chip riscrivibile clonabile più volte',
    de: 'Wiederbeschreibbarer Chip, mehrfach klonbar',
    es: 'Chip regrabable que se puede clonar varias veces',
    fr: 'Puce réinscriptible clonable plusieurs fois',
  },
  obd: {
    en: 'OBD programming with guided procedures',
    it: 'Programmazione OBD con procedure guidate',
    de: 'OBD-Programmierung mit geführten Abläufen',
    es: 'Programación por OBD con procedimientos guiados',
    fr: 'Programmation OBD avec procédures guidées',
  },
  shell: {
    en: 'Original-quality shell with replaceable battery',
    it: 'Guscio di qualità originale con batteria sostituibile',
    de: 'Gehäuse in Originalqualität mit austauschbarer Batterie',
    es: 'Carcasa de calidad original con pila sustituible',
    fr: 'Coque qualité d’origine avec pile remplaçable',
  },
  master: {
    en: 'Master-key hierarchy planned with the customer',
    it: 'Gerarchia a chiave maestra studiata con il cliente',
    de: 'Schließplan gemeinsam mit dem Kunden erstellt',
    es: 'Jerarquía de llave maestra planificada con el cliente',
    fr: 'Organigramme étudié avec le client',
  },
};

const machine = (weight: string, motor: string, dims: string): Array<[string, string]> => [
  ['Power supply', '230 V 50 Hz / 110 V 60 Hz'],
  ['Motor', motor],
  ['Weight', weight],
  ['Dimensions (W x D x H)', dims],
];
const blank = (material: string, length: string): Array<[string, string]> => [
  ['Material', material],
  ['Blade length', length],
  ['Pack', '50 pcs'],
];

function def(
  slug: string,
  name: string,
  category: string,
  text: ProductDef['text'],
  adj: keyof typeof ADJ,
  use: keyof typeof USE,
  feature: keyof typeof FEAT,
  tech: Array<[string, string]>,
  references: string,
  updated: string,
  tags: string[] = [],
): ProductDef {
  return { slug, name, category, text, adj: ADJ[adj], use: USE[use], feature: FEAT[feature], keys: { adj, use, feature }, tech, references, updated, tags };
}

/** The products of docs/requirements/content.md#entities, 40+, with their technical data. */
export const PRODUCTS: ProductDef[] = [
  def(
    'silca-futura-pro',
    'Futura Pro',
    'automotive-key-machines',
    'machine',
    'electronic',
    'laser',
    'touch',
    machine('31 kg', '120 W brushless, 15,000 rpm', '420 x 390 x 430 mm'),
    'D949990ZB',
    '2025-06-12 10:30',
    ['featured', 'automotive'],
  ),
  def(
    'silca-futura-auto',
    'Futura Auto',
    'automotive-key-machines',
    'machine',
    'electronic',
    'laser',
    'fourSided',
    machine('28 kg', '120 W brushless, 15,000 rpm', '410 x 380 x 420 mm'),
    'D949993ZB',
    '2025-05-02 09:00',
    ['automotive'],
  ),
  def(
    'silca-alpha-pro',
    'Alpha Pro',
    'automotive-key-machines',
    'machine',
    'precise',
    'laser',
    'copy',
    machine('33 kg', '150 W brushless, 12,000 rpm', '450 x 400 x 440 mm'),
    'D950143ZB',
    '2025-04-18 14:00',
    ['automotive'],
  ),
  def(
    'silca-triax-quattro',
    'Triax Quattro',
    'automotive-key-machines',
    'machine',
    'professional',
    'laser',
    'fourSided',
    machine('36 kg', '180 W, 10,000 rpm', '480 x 420 x 450 mm'),
    'D900400ZB',
    '2024-11-05 11:15',
    ['automotive'],
  ),
  def(
    'silca-speed-009',
    'Speed 009',
    'automotive-key-machines',
    'machine',
    'mechanical',
    'laser',
    'copy',
    machine('18 kg', '250 W, 1,400 rpm', '380 x 350 x 300 mm'),
    'D730013ZB',
    '2024-09-10 08:45',
    ['automotive'],
  ),
  def(
    'silca-matrix-pro',
    'Matrix Pro',
    'automotive-key-machines',
    'machine',
    'electronic',
    'dimple',
    'touch',
    machine('29 kg', '120 W brushless, 15,000 rpm', '415 x 385 x 425 mm'),
    'D949995ZB',
    '2025-02-20 16:20',
    ['automotive'],
  ),
  def(
    'silca-idea',
    'Idea',
    'residential-key-machines',
    'machine',
    'electronic',
    'cylinder',
    'touch',
    machine('24 kg', '100 W brushless, 13,000 rpm', '400 x 360 x 380 mm'),
    'D844080ZB',
    '2025-03-14 10:00',
    ['featured', 'residential'],
  ),
  def(
    'silca-unocode-399',
    'Unocode 399',
    'residential-key-machines',
    'machine',
    'electronic',
    'mortice',
    'copy',
    machine('40 kg', '200 W, 9,000 rpm', '500 x 430 x 460 mm'),
    'D838120ZB',
    '2024-12-01 09:30',
    ['residential'],
  ),
  def(
    'silca-bravo-pro',
    'Bravo Pro',
    'residential-key-machines',
    'machine',
    'mechanical',
    'cylinder',
    'copy',
    machine('16 kg', '250 W, 1,400 rpm', '360 x 330 x 290 mm'),
    'D839210ZB',
    '2024-10-21 15:00',
    ['residential'],
  ),
  def(
    'silca-poker-pro',
    'Poker Pro',
    'residential-key-machines',
    'machine',
    'mechanical',
    'dimple',
    'fourSided',
    machine('21 kg', '250 W, 1,400 rpm', '390 x 350 x 320 mm'),
    'D741014ZB',
    '2024-08-30 10:10',
    ['residential'],
  ),
  def(
    'silca-mirage',
    'Mirage',
    'residential-key-machines',
    'machine',
    'compact',
    'cylinder',
    'copy',
    machine('12 kg', '180 W, 1,400 rpm', '320 x 300 x 260 mm'),
    'D700312ZB',
    '2024-07-15 12:00',
    ['residential'],
  ),
  def(
    'silca-bianchi-994',
    'Bianchi 994',
    'residential-key-machines',
    'machine',
    'mechanical',
    'mortice',
    'copy',
    machine('19 kg', '250 W, 1,400 rpm', '400 x 360 x 310 mm'),
    'D700994ZB',
    '2024-06-02 09:40',
    ['residential'],
  ),
  def(
    'silca-rekeyer',
    'Rekeyer',
    'residential-key-machines',
    'machine',
    'compact',
    'dimple',
    'fourSided',
    machine('14 kg', '150 W, 1,400 rpm', '330 x 310 x 270 mm'),
    'D700455ZB',
    '2025-01-09 13:30',
    ['residential'],
  ),
  def(
    'blank-ul050',
    'UL050 cylinder blank',
    'key-blanks',
    'key',
    'reliable',
    'cylinder',
    'brass',
    blank('Brass', '32 mm'),
    'UL050, CISA 50, JMA CI-6',
    '2025-01-20 09:00',
    ['residential'],
  ),
  def(
    'blank-ag4r',
    'AG4R cylinder blank',
    'key-blanks',
    'key',
    'reliable',
    'cylinder',
    'brass',
    blank('Brass', '34 mm'),
    'AG4R, AGB 4, JMA AGB-4D',
    '2024-12-12 09:00',
    ['residential'],
  ),
  def(
    'blank-ci18r',
    'CI18R dimple blank',
    'key-blanks',
    'key',
    'precise',
    'dimple',
    'brass',
    blank('Nickel silver', '30 mm'),
    'CI18R, CISA AST, JMA CIS-18D',
    '2025-02-03 09:00',
    ['residential'],
  ),
  def(
    'blank-ks29',
    'KS29 security blank',
    'key-blanks',
    'key',
    'precise',
    'dimple',
    'brass',
    blank('Nickel silver', '31 mm'),
    'KS29, KESO 2000',
    '2024-11-27 09:00',
    ['residential'],
  ),
  def(
    'blank-ye3',
    'YE3 cylinder blank',
    'key-blanks',
    'key',
    'reliable',
    'cylinder',
    'brass',
    blank('Brass', '30 mm'),
    'YA1, Yale 8, JMA YA-6',
    '2024-10-04 09:00',
    ['residential'],
  ),
  def('blank-mo14', 'MO14 lever key blank', 'key-blanks', 'key', 'reliable', 'mortice', 'brass', blank('Steel', '70 mm'), 'MO14, 2 bits', '2024-09-18 09:00', [
    'residential',
  ]),
  def(
    'blank-hu66',
    'HU66 laser-track blank',
    'key-blanks',
    'key',
    'precise',
    'laser',
    'brass',
    blank('Nickel silver', '38 mm'),
    'HU66, VW, Audi, Seat, Skoda',
    '2025-04-01 09:00',
    ['automotive'],
  ),
  def(
    'blank-hu101',
    'HU101 laser-track blank',
    'key-blanks',
    'key',
    'precise',
    'laser',
    'brass',
    blank('Nickel silver', '36 mm'),
    'HU101, Ford, Volvo',
    '2025-03-22 09:00',
    ['automotive'],
  ),
  def(
    'transponder-t5',
    'T5 glass transponder',
    'transponders',
    'key',
    'reliable',
    'transponder',
    'chip',
    [
      ['Type', 'Glass, 125 kHz'],
      ['Size', '3 x 13 mm'],
      ['Pack', '10 pcs'],
    ],
    'T5, ID20',
    '2024-08-12 09:00',
    ['automotive'],
  ),
  def(
    'transponder-id46',
    'ID46 carbon transponder',
    'transponders',
    'key',
    'reliable',
    'transponder',
    'chip',
    [
      ['Type', 'Carbon, 125 kHz'],
      ['Size', '6 x 13 mm'],
      ['Pack', '10 pcs'],
    ],
    'ID46, PCF7936',
    '2025-01-15 09:00',
    ['automotive'],
  ),
  def(
    'transponder-id48',
    'ID48 glass transponder',
    'transponders',
    'key',
    'reliable',
    'transponder',
    'chip',
    [
      ['Type', 'Glass crypto, 125 kHz'],
      ['Size', '3 x 13 mm'],
      ['Pack', '10 pcs'],
    ],
    'ID48, Megamos Crypto',
    '2024-12-20 09:00',
    ['automotive'],
  ),
  def(
    'transponder-tk100',
    'TK100 electronic transponder',
    'transponders',
    'key',
    'precise',
    'transponder',
    'chip',
    [
      ['Type', 'Electronic, re-writable'],
      ['Size', '6 x 20 mm'],
      ['Pack', '5 pcs'],
    ],
    'TK100, ID4D, ID46, ID48',
    '2025-05-05 09:00',
    ['automotive'],
  ),
  def(
    'transponder-id8a',
    'ID8A carbon transponder',
    'transponders',
    'key',
    'precise',
    'transponder',
    'chip',
    [
      ['Type', 'Carbon AES, 134 kHz'],
      ['Size', '6 x 13 mm'],
      ['Pack', '10 pcs'],
    ],
    'ID8A, Hitag AES',
    '2025-06-01 09:00',
    ['automotive'],
  ),
  def(
    'remote-vw-3b',
    'VW 3-button remote',
    'remote-car-keys',
    'key',
    'reliable',
    'remote',
    'shell',
    [
      ['Frequency', '434 MHz'],
      ['Buttons', '3'],
      ['Blade', 'HU66'],
    ],
    'RK-VW3B, 5K0837202',
    '2025-02-28 09:00',
    ['automotive'],
  ),
  def(
    'remote-fiat-2b',
    'Fiat 2-button remote',
    'remote-car-keys',
    'key',
    'reliable',
    'remote',
    'shell',
    [
      ['Frequency', '433 MHz'],
      ['Buttons', '2'],
      ['Blade', 'SIP22'],
    ],
    'RK-FI2B, 71765806',
    '2024-10-30 09:00',
    ['automotive'],
  ),
  def(
    'remote-ford-prox',
    'Ford proximity key',
    'remote-car-keys',
    'key',
    'precise',
    'remote',
    'shell',
    [
      ['Frequency', '433 MHz'],
      ['Buttons', '3'],
      ['Emergency blade', 'HU101'],
    ],
    'PK-FO3B, 164-R8149',
    '2025-04-24 09:00',
    ['automotive'],
  ),
  def(
    'remote-renault-card',
    'Renault key card',
    'remote-car-keys',
    'key',
    'precise',
    'remote',
    'shell',
    [
      ['Frequency', '433 MHz'],
      ['Buttons', '3'],
      ['Emergency blade', 'VA2'],
    ],
    'PK-RE3C, 285975286R',
    '2025-01-30 09:00',
    ['automotive'],
  ),
  def(
    'remote-toyota-3b',
    'Toyota 3-button remote',
    'remote-car-keys',
    'key',
    'reliable',
    'remote',
    'shell',
    [
      ['Frequency', '433 MHz'],
      ['Buttons', '3'],
      ['Blade', 'TOY43'],
    ],
    'RK-TO3B, 89070-02880',
    '2024-11-11 09:00',
    ['automotive'],
  ),
  def(
    'remote-psa-3b',
    'Peugeot-Citroën 3-button remote',
    'remote-car-keys',
    'key',
    'reliable',
    'remote',
    'shell',
    [
      ['Frequency', '433 MHz'],
      ['Buttons', '3'],
      ['Blade', 'HU83'],
    ],
    'RK-PS3B, 6490A8',
    '2024-09-25 09:00',
    ['automotive'],
  ),
  def(
    'air4gen',
    'Air4Gen',
    'programming-tools',
    'tool',
    'portable',
    'transponder',
    'obd',
    [
      ['Display', '4.3-inch colour'],
      ['Connectivity', 'Wi-Fi, USB-C'],
      ['Battery', '3,000 mAh Li-ion'],
      ['Weight', '0.45 kg'],
    ],
    'AD-AIR4GEN',
    '2025-06-20 09:00',
    ['featured', 'automotive'],
  ),
  def(
    'smart-pro-mini',
    'Smart Pro Mini',
    'programming-tools',
    'tool',
    'portable',
    'remote',
    'obd',
    [
      ['Display', '7-inch touch'],
      ['Connectivity', 'Wi-Fi, Bluetooth, USB-C'],
      ['Battery', '5,000 mAh Li-ion'],
      ['Weight', '0.9 kg'],
    ],
    'AD-SPMINI',
    '2025-07-01 09:00',
    ['featured', 'automotive'],
  ),
  def(
    'rw4-plus',
    'RW4 Plus',
    'programming-tools',
    'tool',
    'portable',
    'transponder',
    'obd',
    [
      ['Display', '2.8-inch colour'],
      ['Connectivity', 'USB'],
      ['Power', 'USB or 4 AA batteries'],
      ['Weight', '0.3 kg'],
    ],
    'AD-RW4PLUS',
    '2024-07-30 09:00',
    ['automotive'],
  ),
  def(
    'remote-generator',
    'Remote Generator',
    'programming-tools',
    'tool',
    'portable',
    'remote',
    'obd',
    [
      ['Frequencies', '315 / 433 / 868 MHz'],
      ['Connectivity', 'USB-C'],
      ['Weight', '0.2 kg'],
    ],
    'AD-RGEN',
    '2025-03-05 09:00',
    ['automotive'],
  ),
  def(
    'obd-cable-kit',
    'OBD cable kit',
    'programming-tools',
    'tool',
    'reliable',
    'transponder',
    'obd',
    [
      ['Cables', '6 vehicle adaptors'],
      ['Length', '1.5 m'],
      ['Case', 'Hard shell'],
    ],
    'AD-OBDKIT',
    '2024-06-18 09:00',
    ['automotive'],
  ),
  def(
    'master-key-system-mk7',
    'MK7 master-key system',
    'industrial-key-systems',
    'key',
    'professional',
    'industrial',
    'master',
    [
      ['Levels', 'Up to 4'],
      ['Cylinders', 'Up to 20,000'],
      ['Profile', 'Protected'],
    ],
    'MK7 series',
    '2025-02-11 09:00',
    [],
  ),
  def(
    'cabinet-key-cb12',
    'CB12 cabinet key',
    'industrial-key-systems',
    'key',
    'reliable',
    'industrial',
    'brass',
    blank('Zamak', '22 mm'),
    'CB12, 200 combinations',
    '2024-08-08 09:00',
    [],
  ),
  def(
    'vending-key-vk5',
    'VK5 vending key',
    'industrial-key-systems',
    'key',
    'precise',
    'industrial',
    'brass',
    blank('Nickel silver', '28 mm'),
    'VK5, tubular 7 pins',
    '2024-10-14 09:00',
    [],
  ),
  def(
    'custom-profile-service',
    'Custom profile service',
    'industrial-key-systems',
    'key',
    'professional',
    'industrial',
    'master',
    [
      ['Lead time', '8 weeks'],
      ['Minimum order', '5,000 keys'],
      ['Protection', 'Registered design'],
    ],
    'On request',
    '2025-05-19 09:00',
    [],
  ),
  def(
    'silca-v8-cutter',
    'V8 carbide cutter',
    'residential-key-machines',
    'key',
    'precise',
    'cylinder',
    'brass',
    [
      ['Material', 'Tungsten carbide'],
      ['Diameter', '80 mm'],
      ['Teeth', '90'],
    ],
    'D736218ZB',
    '2024-05-20 09:00',
    ['residential'],
  ),
  def(
    'silca-laser-cutter-01',
    'Laser-track cutter 01',
    'automotive-key-machines',
    'key',
    'precise',
    'laser',
    'brass',
    [
      ['Material', 'Tungsten carbide'],
      ['Diameter', '1.5 mm'],
      ['Coating', 'TiAlN'],
    ],
    'D949999ZB',
    '2025-01-03 09:00',
    ['automotive'],
  ),
];

/** The product's texts in any of the nine languages, placeholders filled. */
function productTexts(p: ProductDef, l: AnyLang): Record<'type' | 'details' | 'features' | 'functionality' | 'application', string> {
  if (l === 'en' || l === 'it' || l === 'de' || l === 'es' || l === 'fr') {
    const t = TEXT[p.text][l];
    return {
      type: t.type,
      details: fill(t.details, p, l),
      features: fill(t.features, p, l),
      functionality: fill(t.functionality, p, l),
      application: fill(t.application, p, l),
    };
  }
  const t = TEXT4[p.text][l];
  const adj = ADJ4[p.keys.adj]![l][p.text === 'machine' ? 0 : p.text === 'key' ? 1 : 2];
  const f = (x: string) =>
    x
      .replaceAll('{name}', productName(p.slug, p.name, l))
      .replaceAll('{adj}', adj)
      .replaceAll('{use}', USE4[p.keys.use]![l])
      .replaceAll('{feature}', FEAT4[p.keys.feature]![l]);
  return { type: t.type, details: f(t.details), features: f(t.features), functionality: f(t.functionality), application: f(t.application) };
}

/** The use phrase of a product in a language (for the SEO description). */
function useOf(p: ProductDef, l: AnyLang): string {
  return l === 'pt' || l === 'nl' || l === 'ro' || l === 'ru' ? USE4[p.keys.use]![l] : p.use[l as L5];
}

function fill(template: string, p: ProductDef, l: L5): string {
  return template
    .replaceAll('{name}', productName(p.slug, p.name, l))
    .replaceAll('{adj}', p.adj[l][p.text === 'machine' ? 0 : 1])
    .replaceAll('{use}', p.use[l])
    .replaceAll('{feature}', p.feature[l]);
}

/** What the catalogue builder returns for the other builders to link to. */
export interface Catalogue {
  categories: Map<string, StoryRecord>;
  products: StoryRecord[];
  productsListing: StoryRecord;
  bySlug: Map<string, StoryRecord>;
}

/** Writes categories, listing pages and products into the story list; returns them. */
export function buildCatalogue(): Catalogue {
  folder(
    'global/category',
    {
      en: 'Categories',
      it: 'Categorie',
      de: 'Kategorien',
      es: 'Categorías',
      pt: 'Categorias',
      fr: 'Catégories',
      ro: 'Categorii',
      nl: 'Categorieën',
      ru: 'Категории',
    },
    segmentSlugs('category'),
    20,
  );
  const categories = new Map<string, StoryRecord>();
  CATEGORIES.forEach((c, i) => {
    const img = image(`category-${c.slug}.jpg`, en9(c.name), c.kind, c.name, [1200, 800]);
    categories.set(
      c.slug,
      story({
        fullSlug: `global/category/${c.slug}`,
        name: c.name,
        slugs: c.slugs,
        position: i,
        tags: [c.family],
        // A category is its own listing page (template category_listing, route /category/{slug}).
        content: {
          component: 'category_listing',
          ...field('title', c.name),
          ...field('intro', c.description),
          ...field('name', c.name),
          ...field('description', c.description),
          image: img,
          family: c.family,
          body: [],
        },
      }),
    );
  });

  folder(
    'global/products',
    { en: 'Products', it: 'Prodotti', de: 'Produkte', es: 'Productos', pt: 'Produtos', fr: 'Produits', ro: 'Produse', nl: 'Producten', ru: 'Продукция' },
    segmentSlugs('products'),
    10,
  );
  const productsListing = story({
    fullSlug: 'global/products',
    startpage: true,
    name: { en: 'Products', it: 'Prodotti', de: 'Produkte', es: 'Productos', pt: 'Produtos', fr: 'Produits', ro: 'Produse', nl: 'Producten', ru: 'Продукция' },
    content: {
      component: 'product_listing',
      ...field('title', {
        en: 'Our products',
        it: 'I nostri prodotti',
        de: 'Unsere Produkte',
        es: 'Nuestros productos',
        pt: 'Os nossos produtos',
        fr: 'Nos produits',
        ro: 'Produsele noastre',
        nl: 'Onze producten',
        ru: 'Наша продукция',
      }),
      ...field('intro', {
        en: 'Key cutting machines, key blanks, transponders, remotes and programming tools: everything a key professional needs, from one maker.',
        it: 'Duplicatrici, chiavi grezze, transponder, radiocomandi e strumenti di programmazione: tutto ciò che serve a un professionista della chiave, da un solo produttore.',
        de: 'Schlüsselmaschinen, Rohlinge, Transponder, Funkschlüssel und Programmiergeräte: alles, was Schlüsselprofis brauchen, von einem Hersteller.',
        es: 'Duplicadoras, llaves en bruto, transpondedores, mandos y herramientas de programación: todo lo que necesita un profesional de la llave, de un solo fabricante.',
        pt: 'Duplicadoras, chaves em bruto, transponders, comandos e ferramentas de programação: tudo o que um profissional da chave precisa, de um só fabricante.',
        fr: 'Machines à reproduire, clés brutes, transpondeurs, télécommandes et outils de programmation : tout ce qu’il faut au professionnel de la clé, d’un seul fabricant.',
        ro: 'Mașini de copiat chei, chei brute, transpondere, telecomenzi și instrumente de programare: tot ce îi trebuie unui profesionist, de la un singur producător.',
        nl: 'Sleutelmachines, blanco’s, transponders, afstandsbedieningen en programmeerapparatuur: alles wat een sleutelvakman nodig heeft, van één fabrikant.',
        ru: 'Станки, заготовки, транспондеры, пульты и программаторы: всё, что нужно специалисту по ключам, от одного производителя.',
      }),
      seo_description: 'Silca key cutting machines, key blanks, transponders, remote car keys and programming tools.',
      body: [],
    },
  });
  const families: Array<['automotive' | 'residential', T]> = [
    ['automotive', { en: 'Automotive', it: 'Automotive', de: 'Fahrzeuge', es: 'Automoción', pt: 'Automóvel', fr: 'Automobile', nl: 'Automotive' }],
    ['residential', { en: 'Residential', it: 'Residenziale', de: 'Gebäude', es: 'Residencial', pt: 'Residencial', fr: 'Résidentiel', nl: 'Woningen' }],
  ];
  families.forEach(([family, title], i) => {
    story({
      fullSlug: `global/products/${family}`,
      name: title,
      slugs: segmentSlugs(family),
      position: i,
      content: {
        component: 'product_listing',
        ...field('title', title),
        family,
        categories: CATEGORIES.filter((c) => c.family === family).map((c) => categories.get(c.slug)!.uuid),
        body: [],
      },
    });
  });

  const products: StoryRecord[] = [];
  const bySlug = new Map<string, StoryRecord>();
  PRODUCTS.forEach((p, i) => {
    const cat = CATEGORIES.find((c) => c.slug === p.category)!;
    const t = (k: 'details' | 'features' | 'functionality' | 'application') => (l: AnyLang) => richText(productTexts(p, l)[k]);
    const langs = ALL_LANGS;
    const kind = p.text === 'key' ? 'key' : 'machine';
    const name = (l: AnyLang) => productName(p.slug, p.name, l);
    const names: T = hasTranslatedName(p.slug) ? (Object.fromEntries(langs.map((l) => [l, name(l)])) as T) : p.name;
    const words = (key: keyof typeof PRODUCT_ASSET_WORDING, l: AnyLang) => PRODUCT_ASSET_WORDING[key][l].replace('{name}', name(l));
    // Alt texts and download titles in every language (docs/requirements/product.md#every-language-its-own-words): the same
    // files, each asset object with the words of its language.
    const localized = (asset: Record<string, unknown>, text: string) => ({ ...asset, alt: text, title: text });
    const images = [
      image(`${p.slug}.jpg`, p.name, kind, p.name, [1200, 900]),
      image(`${p.slug}-detail.jpg`, `${p.name} detail`, kind, `${p.name} detail`, [1200, 900]),
    ];
    const imagesIn = (l: AnyLang) => [localized(images[0]!, name(l)), localized(images[1]!, words('detail', l))];
    const manual = pdf(`${p.slug}-datasheet.pdf`, `${p.name} data sheet`, [p.name, ...p.tech.map(([k, v]) => `${k}: ${v}`)]);
    const conformity = pdf(`${p.slug}-declaration-of-conformity.pdf`, `${p.name} declaration of conformity`, [
      p.name,
      'Declaration of conformity',
      'Directive 2006/42/EC',
    ]);
    const rec = story({
      fullSlug: `global/products/${p.slug}`,
      name: names,
      position: i,
      tags: p.tags,
      date: p.updated,
      content: {
        component: 'product_detail',
        ...field('name', names),
        ...field('category_name', cat.name),
        ...fieldBy('type', (l) => productTexts(p, l).type, langs),
        category: categories.get(cat.slug)!.uuid,
        ...fieldBy('details', t('details'), langs),
        ...fieldBy('features', t('features'), langs),
        technical_data: p.tech.map(([label, value], j) => blok('technical_data_row', `${p.slug}-tech-${j}`, { label, value })),
        ...fieldBy('functionality', t('functionality'), langs),
        ...fieldBy('application', t('application'), langs),
        references: p.references,
        ...fieldBy('downloads', (l) => [localized(manual, words('dataSheet', l))], langs),
        ...fieldBy('images', imagesIn, langs),
        ...fieldBy('files', (l) => [localized(conformity, words('conformity', l))], langs),
        update_date: p.updated,
        ...fieldBy('seo_description', (l) => `${name(l)}: ${productTexts(p, l).type.toLowerCase()} – ${useOf(p, l)}.`, langs),
        family: cat.family,
        body: [],
      },
    });
    products.push(rec);
    bySlug.set(p.slug, rec);
  });
  // A draft that differs from the published state (docs/requirements/content.md#publishing: drafts differ from published).
  draftOf(bySlug.get('silca-futura-pro')!, (c) => ({ ...c, name: 'Futura Pro (2026 edition)', references: 'D949990ZB, D949990ZC' }));
  return { categories, products, productsListing, bySlug };
}

function en9(t: T): string {
  return typeof t === 'string' ? t : t.en;
}
