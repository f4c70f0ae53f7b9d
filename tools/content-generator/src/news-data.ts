/**
 * Texts of the global news, press releases and events (en, it, de, es, fr here; pt, nl, ro and
 * ru come from the phrase tables of i18n-texts.ts, docs/requirements/content.md#translation).
 */
import type { AnyLang, Lang } from './lib';
import { PHRASES } from './i18n-texts';

export type L5 = 'en' | 'it' | 'de' | 'es' | 'fr';
/** A text in the five market languages. */
export type Text5 = Record<L5, string>;

/** A news item or press release. */
export interface ArticleDef {
  slug: string;
  date: string;
  image: string;
  title: Text5;
  excerpt: Text5;
  body: Text5;
  products?: string[];
}

/** News about the company (global). */
export const NEWS_ABOUT_US: ArticleDef[] = [
  {
    slug: 'silca-opens-new-training-centre',
    date: '2025-05-14 10:00',
    image: 'news-training-centre.jpg',
    products: ['smart-pro-mini'],
    title: {
      en: 'Silca opens a new training centre in Vittorio Veneto',
      it: 'Silca apre un nuovo centro di formazione a Vittorio Veneto',
      de: 'Silca eröffnet ein neues Schulungszentrum in Vittorio Veneto',
      es: 'Silca abre un nuevo centro de formación en Vittorio Veneto',
      fr: 'Silca ouvre un nouveau centre de formation à Vittorio Veneto',
    },
    excerpt: {
      en: 'Twelve workstations, a vehicle bay and courses every week for locksmiths and automotive technicians.',
      it: 'Dodici postazioni, un’area veicoli e corsi ogni settimana per fabbri e tecnici automotive.',
      de: 'Zwölf Arbeitsplätze, ein Fahrzeugbereich und jede Woche Kurse für Schlosser und Kfz-Techniker.',
      es: 'Doce puestos, una zona de vehículos y cursos cada semana para cerrajeros y técnicos del automóvil.',
      fr: 'Douze postes, une zone véhicules et des cours chaque semaine pour serruriers et techniciens automobiles.',
    },
    body: {
      en: 'The new training centre next to our headquarters opened its doors on 14 May. It has twelve fully equipped workstations and a covered bay where two vehicles can be programmed at the same time.\n\nCourses run every week in Italian and English, from the basics of key duplication to advanced transponder programming. Partners can book a place from the extranet.',
      it: 'Il nuovo centro di formazione accanto alla nostra sede ha aperto le porte il 14 maggio. Dispone di dodici postazioni complete e di un’area coperta dove si possono programmare due veicoli contemporaneamente.\n\nI corsi si tengono ogni settimana in italiano e in inglese, dalle basi della duplicazione alla programmazione avanzata dei transponder. I partner possono prenotare un posto dall’extranet.',
      de: 'Das neue Schulungszentrum neben unserem Hauptsitz hat am 14. Mai eröffnet. Es bietet zwölf voll ausgestattete Arbeitsplätze und eine überdachte Halle, in der zwei Fahrzeuge gleichzeitig programmiert werden können.\n\nKurse finden jede Woche auf Italienisch und Englisch statt, von den Grundlagen des Schlüsselkopierens bis zur fortgeschrittenen Transponderprogrammierung. Partner buchen ihren Platz im Extranet.',
      es: 'El nuevo centro de formación junto a nuestra sede abrió sus puertas el 14 de mayo. Cuenta con doce puestos completos y una zona cubierta donde se pueden programar dos vehículos a la vez.\n\nLos cursos se imparten cada semana en italiano e inglés, desde los fundamentos del duplicado hasta la programación avanzada de transpondedores. Los socios reservan su plaza en la extranet.',
      fr: 'Le nouveau centre de formation à côté de notre siège a ouvert ses portes le 14 mai. Il compte douze postes entièrement équipés et une zone couverte où deux véhicules peuvent être programmés en même temps.\n\nLes cours ont lieu chaque semaine en italien et en anglais, des bases de la reproduction à la programmation avancée des transpondeurs. Les partenaires réservent leur place sur l’extranet.',
    },
  },
  {
    slug: 'key-database-reaches-50000-references',
    date: '2025-03-20 09:00',
    image: 'news-key-database.jpg',
    title: {
      en: 'Our key database reaches 50,000 references',
      it: 'Il nostro database chiavi raggiunge 50.000 riferimenti',
      de: 'Unsere Schlüsseldatenbank erreicht 50.000 Referenzen',
      es: 'Nuestra base de datos de llaves alcanza 50.000 referencias',
      fr: 'Notre base de données de clés atteint 50 000 références',
    },
    excerpt: {
      en: 'Every reference comes with cutting data, cross-references and the machines that can cut it.',
      it: 'Ogni riferimento include dati di taglio, corrispondenze e le macchine in grado di tagliarlo.',
      de: 'Jede Referenz enthält Fräsdaten, Querverweise und die Maschinen, die sie fräsen können.',
      es: 'Cada referencia incluye datos de corte, equivalencias y las máquinas que pueden cortarla.',
      fr: 'Chaque référence comprend les données de taille, les correspondances et les machines capables de la tailler.',
    },
    body: {
      en: 'The key database used by our electronic machines now lists more than 50,000 references. Our data team added 4,000 new profiles in the last twelve months, most of them for recent vehicles.\n\nThe update is free for every machine under warranty and installs from the machine menu in a few minutes.',
      it: 'Il database chiavi usato dalle nostre macchine elettroniche elenca ora più di 50.000 riferimenti. Il nostro team dati ha aggiunto 4.000 nuovi profili negli ultimi dodici mesi, in gran parte per veicoli recenti.\n\nL’aggiornamento è gratuito per ogni macchina in garanzia e si installa dal menu della macchina in pochi minuti.',
      de: 'Die Schlüsseldatenbank unserer elektronischen Maschinen umfasst jetzt mehr als 50.000 Referenzen. Unser Datenteam hat in den letzten zwölf Monaten 4.000 neue Profile ergänzt, die meisten für aktuelle Fahrzeuge.\n\nDas Update ist für jede Maschine in der Garantie kostenlos und wird in wenigen Minuten über das Maschinenmenü installiert.',
      es: 'La base de datos de llaves de nuestras máquinas electrónicas supera ya las 50.000 referencias. Nuestro equipo de datos añadió 4.000 perfiles nuevos en los últimos doce meses, la mayoría para vehículos recientes.\n\nLa actualización es gratuita para toda máquina en garantía y se instala desde el menú de la máquina en pocos minutos.',
      fr: 'La base de données de clés de nos machines électroniques dépasse désormais 50 000 références. Notre équipe données a ajouté 4 000 nouveaux profils en douze mois, surtout pour des véhicules récents.\n\nLa mise à jour est gratuite pour toute machine sous garantie et s’installe depuis le menu de la machine en quelques minutes.',
    },
  },
  {
    slug: 'solar-panels-on-the-factory-roof',
    date: '2024-11-08 09:00',
    image: 'news-solar-roof.jpg',
    title: {
      en: 'Solar panels now cover the factory roof',
      it: 'I pannelli solari coprono ora il tetto dello stabilimento',
      de: 'Solarmodule bedecken jetzt das Werksdach',
      es: 'Los paneles solares cubren ya el tejado de la fábrica',
      fr: 'Des panneaux solaires couvrent désormais le toit de l’usine',
    },
    excerpt: {
      en: 'The new plant supplies a third of the electricity used to make our keys.',
      it: 'Il nuovo impianto fornisce un terzo dell’energia usata per produrre le nostre chiavi.',
      de: 'Die neue Anlage liefert ein Drittel des Stroms für die Herstellung unserer Schlüssel.',
      es: 'La nueva instalación aporta un tercio de la electricidad con la que fabricamos nuestras llaves.',
      fr: 'La nouvelle installation fournit un tiers de l’électricité utilisée pour fabriquer nos clés.',
    },
    body: {
      en: 'Since October, 4,200 solar panels on the roof of the Vittorio Veneto plant produce about a third of the electricity we use. The brass shavings of key production were already recycled; now the energy is cleaner too.\n\nThe next step is heat recovery from the compressors, planned for next year.',
      it: 'Da ottobre 4.200 pannelli solari sul tetto dello stabilimento di Vittorio Veneto producono circa un terzo dell’energia elettrica che usiamo. I trucioli di ottone della produzione erano già riciclati; ora anche l’energia è più pulita.\n\nIl prossimo passo è il recupero di calore dai compressori, previsto per il prossimo anno.',
      de: 'Seit Oktober erzeugen 4.200 Solarmodule auf dem Dach des Werks in Vittorio Veneto etwa ein Drittel unseres Stroms. Die Messingspäne aus der Schlüsselfertigung wurden schon recycelt; jetzt ist auch die Energie sauberer.\n\nAls Nächstes folgt die Wärmerückgewinnung aus den Kompressoren, geplant für das kommende Jahr.',
      es: 'Desde octubre, 4.200 paneles solares en el tejado de la planta de Vittorio Veneto producen cerca de un tercio de la electricidad que usamos. Las virutas de latón ya se reciclaban; ahora también la energía es más limpia.\n\nEl próximo paso es recuperar el calor de los compresores, previsto para el año que viene.',
      fr: 'Depuis octobre, 4 200 panneaux solaires sur le toit de l’usine de Vittorio Veneto produisent environ un tiers de l’électricité consommée. Les copeaux de laiton étaient déjà recyclés ; l’énergie est désormais plus propre aussi.\n\nProchaine étape : la récupération de chaleur des compresseurs, prévue l’an prochain.',
    },
  },
  {
    slug: 'apprentices-join-the-workshop',
    date: '2024-09-16 09:00',
    image: 'news-apprentices.jpg',
    title: {
      en: 'Twelve apprentices join our workshop',
      it: 'Dodici apprendisti entrano nella nostra officina',
      de: 'Zwölf Auszubildende starten in unserer Werkstatt',
      es: 'Doce aprendices se incorporan a nuestro taller',
      fr: 'Douze apprentis rejoignent notre atelier',
    },
    excerpt: {
      en: 'A two-year programme with the local technical school trains the toolmakers of tomorrow.',
      it: 'Un programma di due anni con l’istituto tecnico locale forma gli attrezzisti di domani.',
      de: 'Ein zweijähriges Programm mit der örtlichen Fachschule bildet die Werkzeugmacher von morgen aus.',
      es: 'Un programa de dos años con la escuela técnica local forma a los matriceros del mañana.',
      fr: 'Un programme de deux ans avec le lycée technique local forme les outilleurs de demain.',
    },
    body: {
      en: 'Twelve young people started their apprenticeship this month. They will spend two years between the technical school and our tool room, learning to build and maintain the cutters and fixtures our machines depend on.\n\nMost apprentices of the last programme now work with us full time.',
      it: 'Dodici giovani hanno iniziato l’apprendistato questo mese. Passeranno due anni tra l’istituto tecnico e la nostra attrezzeria, imparando a costruire e mantenere le frese e le attrezzature su cui si basano le nostre macchine.\n\nLa maggior parte degli apprendisti del programma precedente lavora ora con noi a tempo pieno.',
      de: 'Zwölf junge Menschen haben diesen Monat ihre Ausbildung begonnen. Zwei Jahre lang wechseln sie zwischen Fachschule und unserem Werkzeugbau und lernen, die Fräser und Vorrichtungen zu bauen und zu pflegen, auf die unsere Maschinen angewiesen sind.\n\nDie meisten Auszubildenden des letzten Programms arbeiten heute fest bei uns.',
      es: 'Doce jóvenes han empezado este mes su aprendizaje. Pasarán dos años entre la escuela técnica y nuestra matricería, aprendiendo a fabricar y mantener las fresas y utillajes de los que dependen nuestras máquinas.\n\nLa mayoría de los aprendices del programa anterior trabaja hoy con nosotros a tiempo completo.',
      fr: 'Douze jeunes ont commencé leur apprentissage ce mois-ci. Pendant deux ans, ils alterneront entre le lycée technique et notre outillage, pour apprendre à fabriquer et entretenir les fraises et montages dont dépendent nos machines.\n\nLa plupart des apprentis du programme précédent travaillent aujourd’hui chez nous à temps plein.',
    },
  },
  {
    slug: 'new-logistics-hub-for-europe',
    date: '2025-07-02 09:00',
    image: 'news-logistics-hub.jpg',
    title: {
      en: 'A new logistics hub speeds up deliveries in Europe',
      it: 'Un nuovo polo logistico accelera le consegne in Europa',
      de: 'Ein neues Logistikzentrum beschleunigt Lieferungen in Europa',
      es: 'Un nuevo centro logístico acelera las entregas en Europa',
      fr: 'Un nouveau pôle logistique accélère les livraisons en Europe',
    },
    excerpt: {
      en: 'Orders placed by 4 pm now leave the same day for 24 European countries.',
      it: 'Gli ordini inviati entro le 16 partono in giornata per 24 paesi europei.',
      de: 'Bestellungen bis 16 Uhr verlassen das Lager jetzt am selben Tag in 24 europäische Länder.',
      es: 'Los pedidos realizados antes de las 16 h salen el mismo día hacia 24 países europeos.',
      fr: 'Les commandes passées avant 16 h partent le jour même vers 24 pays européens.',
    },
    body: {
      en: 'The automated warehouse opened in June holds 30,000 references of blanks, transponders and spare parts. Orders placed by 4 pm leave the same day.\n\nPartners can follow every shipment from the extranet.',
      it: 'Il magazzino automatico aperto a giugno contiene 30.000 riferimenti tra chiavi grezze, transponder e ricambi. Gli ordini inviati entro le 16 partono in giornata.\n\nI partner possono seguire ogni spedizione dall’extranet.',
      de: 'Das im Juni eröffnete automatische Lager führt 30.000 Referenzen an Rohlingen, Transpondern und Ersatzteilen. Bestellungen bis 16 Uhr gehen am selben Tag raus.\n\nPartner verfolgen jede Sendung im Extranet.',
      es: 'El almacén automático abierto en junio guarda 30.000 referencias de llaves en bruto, transpondedores y recambios. Los pedidos hechos antes de las 16 h salen el mismo día.\n\nLos socios siguen cada envío desde la extranet.',
      fr: 'L’entrepôt automatisé ouvert en juin stocke 30 000 références de clés brutes, transpondeurs et pièces détachées. Les commandes passées avant 16 h partent le jour même.\n\nLes partenaires suivent chaque envoi depuis l’extranet.',
    },
  },
  {
    slug: 'customer-service-now-open-on-saturdays',
    date: '2025-01-27 09:00',
    image: 'news-customer-service.jpg',
    title: {
      en: 'Technical support now answers on Saturdays',
      it: 'L’assistenza tecnica risponde anche il sabato',
      de: 'Der technische Support ist jetzt auch samstags erreichbar',
      es: 'El soporte técnico atiende ahora también los sábados',
      fr: 'Le support technique répond désormais le samedi',
    },
    excerpt: {
      en: 'From 9 am to 1 pm, by phone and chat, in five languages.',
      it: 'Dalle 9 alle 13, al telefono e in chat, in cinque lingue.',
      de: 'Von 9 bis 13 Uhr, per Telefon und Chat, in fünf Sprachen.',
      es: 'De 9 a 13 h, por teléfono y chat, en cinco idiomas.',
      fr: 'De 9 h à 13 h, par téléphone et chat, en cinq langues.',
    },
    body: {
      en: 'Many locksmiths do their busiest work on Saturdays, so our technical support now answers from 9 am to 1 pm on Saturdays too.\n\nThe team speaks English, Italian, German, Spanish and French.',
      it: 'Molti fabbri lavorano di più il sabato: per questo la nostra assistenza tecnica risponde ora anche il sabato dalle 9 alle 13.\n\nIl team parla inglese, italiano, tedesco, spagnolo e francese.',
      de: 'Viele Schlosser haben samstags am meisten zu tun, deshalb ist unser technischer Support jetzt auch samstags von 9 bis 13 Uhr erreichbar.\n\nDas Team spricht Englisch, Italienisch, Deutsch, Spanisch und Französisch.',
      es: 'Muchos cerrajeros trabajan más los sábados, así que nuestro soporte técnico atiende ahora también los sábados de 9 a 13 h.\n\nEl equipo habla inglés, italiano, alemán, español y francés.',
      fr: 'Beaucoup de serruriers travaillent surtout le samedi : notre support technique répond donc aussi le samedi de 9 h à 13 h.\n\nL’équipe parle anglais, italien, allemand, espagnol et français.',
    },
  },
  {
    slug: 'silca-app-for-key-identification',
    date: '2024-06-05 09:00',
    image: 'news-key-app.jpg',
    title: {
      en: 'Identify a key with your phone',
      it: 'Riconosci una chiave con il telefono',
      de: 'Schlüssel mit dem Smartphone erkennen',
      es: 'Identifique una llave con el móvil',
      fr: 'Identifiez une clé avec votre téléphone',
    },
    excerpt: {
      en: 'Our free app suggests the right blank from a photo of the key.',
      it: 'La nostra app gratuita suggerisce la chiave grezza giusta da una foto.',
      de: 'Unsere kostenlose App schlägt anhand eines Fotos den passenden Rohling vor.',
      es: 'Nuestra aplicación gratuita propone el bruto correcto a partir de una foto.',
      fr: 'Notre application gratuite propose la bonne clé brute à partir d’une photo.',
    },
    body: {
      en: 'Place the key on a white sheet, take a photo and the app proposes the matching blanks with their cross-references. It works offline and covers the most common residential profiles.\n\nThe app is available for Android and iOS.',
      it: 'Appoggia la chiave su un foglio bianco, scatta una foto e l’app propone le grezze corrispondenti con i riferimenti incrociati. Funziona offline e copre i profili residenziali più diffusi.\n\nL’app è disponibile per Android e iOS.',
      de: 'Schlüssel auf ein weißes Blatt legen, fotografieren, und die App schlägt die passenden Rohlinge mit Querverweisen vor. Sie funktioniert offline und kennt die gängigsten Gebäudeprofile.\n\nDie App gibt es für Android und iOS.',
      es: 'Coloque la llave sobre una hoja blanca, haga una foto y la aplicación propone los brutos compatibles con sus equivalencias. Funciona sin conexión y cubre los perfiles residenciales más comunes.\n\nDisponible para Android e iOS.',
      fr: 'Posez la clé sur une feuille blanche, prenez une photo et l’application propose les clés brutes correspondantes avec leurs équivalences. Elle fonctionne hors ligne et couvre les profils résidentiels courants.\n\nDisponible pour Android et iOS.',
    },
  },
  {
    slug: 'partnership-with-locksmith-association',
    date: '2024-04-18 09:00',
    image: 'news-association.jpg',
    title: {
      en: 'A partnership with the European locksmith associations',
      it: 'Una collaborazione con le associazioni europee dei fabbri',
      de: 'Eine Partnerschaft mit den europäischen Schlosserverbänden',
      es: 'Un acuerdo con las asociaciones europeas de cerrajeros',
      fr: 'Un partenariat avec les associations européennes de serruriers',
    },
    excerpt: {
      en: 'Joint courses and a shared certificate for automotive key specialists.',
      it: 'Corsi congiunti e un attestato comune per gli specialisti della chiave auto.',
      de: 'Gemeinsame Kurse und ein gemeinsames Zertifikat für Kfz-Schlüsselspezialisten.',
      es: 'Cursos conjuntos y un certificado común para especialistas en llaves de automóvil.',
      fr: 'Des cours communs et un certificat partagé pour les spécialistes de la clé automobile.',
    },
    body: {
      en: 'We signed an agreement with the locksmith associations of five countries to run joint courses on automotive keys. Participants who pass the final test receive a certificate recognised by all partners.\n\nThe first sessions start in autumn.',
      it: 'Abbiamo firmato un accordo con le associazioni dei fabbri di cinque paesi per organizzare corsi congiunti sulle chiavi auto. Chi supera il test finale riceve un attestato riconosciuto da tutti i partner.\n\nLe prime sessioni partono in autunno.',
      de: 'Wir haben mit den Schlosserverbänden aus fünf Ländern eine Vereinbarung über gemeinsame Kurse zu Fahrzeugschlüsseln geschlossen. Wer den Abschlusstest besteht, erhält ein Zertifikat, das alle Partner anerkennen.\n\nDie ersten Termine beginnen im Herbst.',
      es: 'Hemos firmado un acuerdo con las asociaciones de cerrajeros de cinco países para organizar cursos conjuntos sobre llaves de automóvil. Quien supere la prueba final recibe un certificado reconocido por todos los socios.\n\nLas primeras sesiones empiezan en otoño.',
      fr: 'Nous avons signé un accord avec les associations de serruriers de cinq pays pour organiser des cours communs sur la clé automobile. Les participants qui réussissent l’examen final reçoivent un certificat reconnu par tous les partenaires.\n\nLes premières sessions débutent à l’automne.',
    },
  },
];

/** Press releases (global). */
export const PRESS_RELEASES: ArticleDef[] = [
  {
    slug: 'smart-pro-mini-launch',
    date: '2025-07-01 08:00',
    image: 'press-smart-pro-mini.jpg',
    products: ['smart-pro-mini'],
    title: {
      en: 'Silca launches Smart Pro Mini',
      it: 'Silca lancia Smart Pro Mini',
      de: 'Silca bringt Smart Pro Mini auf den Markt',
      es: 'Silca lanza Smart Pro Mini',
      fr: 'Silca lance Smart Pro Mini',
    },
    excerpt: {
      en: 'A hand-held programmer for remotes and proximity keys with monthly vehicle updates.',
      it: 'Un programmatore portatile per radiocomandi e chiavi di prossimità con aggiornamenti mensili.',
      de: 'Ein Handprogrammiergerät für Funk- und Keyless-Schlüssel mit monatlichen Fahrzeug-Updates.',
      es: 'Un programador portátil para mandos y llaves de proximidad con actualizaciones mensuales.',
      fr: 'Un programmateur portable pour télécommandes et clés mains libres avec mises à jour mensuelles.',
    },
    body: {
      en: 'Vittorio Veneto, 1 July 2025. Silca today presents Smart Pro Mini, a programming device that fits in one hand and covers more than 2,000 vehicle models at launch.\n\nSmart Pro Mini is sold through the Silca distribution network from September.',
      it: 'Vittorio Veneto, 1 luglio 2025. Silca presenta oggi Smart Pro Mini, un dispositivo di programmazione che sta in una mano e copre oltre 2.000 modelli di veicoli al lancio.\n\nSmart Pro Mini è in vendita tramite la rete di distribuzione Silca da settembre.',
      de: 'Vittorio Veneto, 1. Juli 2025. Silca stellt heute Smart Pro Mini vor, ein Programmiergerät für eine Hand, das zum Start mehr als 2.000 Fahrzeugmodelle abdeckt.\n\nSmart Pro Mini ist ab September über das Silca-Vertriebsnetz erhältlich.',
      es: 'Vittorio Veneto, 1 de julio de 2025. Silca presenta hoy Smart Pro Mini, un equipo de programación que cabe en una mano y cubre más de 2.000 modelos de vehículos en su lanzamiento.\n\nSmart Pro Mini se vende a través de la red de distribución de Silca desde septiembre.',
      fr: 'Vittorio Veneto, 1er juillet 2025. Silca présente aujourd’hui Smart Pro Mini, un appareil de programmation qui tient dans une main et couvre plus de 2 000 modèles de véhicules dès son lancement.\n\nSmart Pro Mini est vendu par le réseau de distribution Silca à partir de septembre.',
    },
  },
  {
    slug: 'futura-pro-new-generation',
    date: '2025-06-12 08:00',
    image: 'press-futura-pro.jpg',
    products: ['silca-futura-pro'],
    title: {
      en: 'The new generation of Futura Pro',
      it: 'La nuova generazione di Futura Pro',
      de: 'Die neue Generation der Futura Pro',
      es: 'La nueva generación de Futura Pro',
      fr: 'La nouvelle génération de Futura Pro',
    },
    excerpt: {
      en: 'A faster carriage, a larger screen and a quieter motor for the best-selling electronic machine.',
      it: 'Un carrello più veloce, uno schermo più grande e un motore più silenzioso per la macchina elettronica più venduta.',
      de: 'Ein schnellerer Schlitten, ein größerer Bildschirm und ein leiserer Motor für die meistverkaufte elektronische Maschine.',
      es: 'Un carro más rápido, una pantalla mayor y un motor más silencioso para la máquina electrónica más vendida.',
      fr: 'Un chariot plus rapide, un écran plus grand et un moteur plus silencieux pour la machine électronique la plus vendue.',
    },
    body: {
      en: 'Vittorio Veneto, 12 June 2025. The new Futura Pro cuts a laser-track key in under 60 seconds and shows the whole key database on a 7-inch screen.\n\nExisting clamps and cutters remain compatible.',
      it: 'Vittorio Veneto, 12 giugno 2025. La nuova Futura Pro taglia una chiave a pista laser in meno di 60 secondi e mostra l’intero database su uno schermo da 7 pollici.\n\nMorsetti e frese esistenti restano compatibili.',
      de: 'Vittorio Veneto, 12. Juni 2025. Die neue Futura Pro fräst einen Bahnenschlüssel in unter 60 Sekunden und zeigt die gesamte Datenbank auf einem 7-Zoll-Bildschirm.\n\nVorhandene Spannbacken und Fräser bleiben kompatibel.',
      es: 'Vittorio Veneto, 12 de junio de 2025. La nueva Futura Pro corta una llave de pista láser en menos de 60 segundos y muestra toda la base de datos en una pantalla de 7 pulgadas.\n\nLas mordazas y fresas actuales siguen siendo compatibles.',
      fr: 'Vittorio Veneto, 12 juin 2025. La nouvelle Futura Pro taille une clé à piste laser en moins de 60 secondes et affiche toute la base de données sur un écran de 7 pouces.\n\nLes mâchoires et fraises existantes restent compatibles.',
    },
  },
  {
    slug: 'annual-results-2024',
    date: '2025-04-10 08:00',
    image: 'press-results.jpg',
    title: {
      en: 'Annual results 2024: exports grow in every region',
      it: 'Risultati 2024: l’export cresce in tutte le aree',
      de: 'Jahresergebnis 2024: Export wächst in allen Regionen',
      es: 'Resultados 2024: la exportación crece en todas las regiones',
      fr: 'Résultats 2024 : l’export progresse dans toutes les régions',
    },
    excerpt: {
      en: 'Automotive products drive growth; key blanks remain the largest business.',
      it: 'I prodotti automotive guidano la crescita; le chiavi grezze restano il primo business.',
      de: 'Fahrzeugprodukte treiben das Wachstum; Rohlinge bleiben das größte Geschäft.',
      es: 'Los productos de automoción impulsan el crecimiento; las llaves en bruto siguen siendo el primer negocio.',
      fr: 'Les produits automobiles portent la croissance ; les clés brutes restent la première activité.',
    },
    body: {
      en: 'Vittorio Veneto, 10 April 2025. Exports grew in every region in 2024, led by automotive products and programming tools.\n\nKey blanks remain our largest business, with more than 100 million keys shipped.',
      it: 'Vittorio Veneto, 10 aprile 2025. Nel 2024 l’export è cresciuto in tutte le aree, trainato dai prodotti automotive e dagli strumenti di programmazione.\n\nLe chiavi grezze restano il primo business, con oltre 100 milioni di chiavi spedite.',
      de: 'Vittorio Veneto, 10. April 2025. 2024 wuchs der Export in allen Regionen, angeführt von Fahrzeugprodukten und Programmiergeräten.\n\nRohlinge bleiben mit mehr als 100 Millionen ausgelieferten Schlüsseln unser größtes Geschäft.',
      es: 'Vittorio Veneto, 10 de abril de 2025. En 2024 la exportación creció en todas las regiones, impulsada por la automoción y las herramientas de programación.\n\nLas llaves en bruto siguen siendo el primer negocio, con más de 100 millones de llaves enviadas.',
      fr: 'Vittorio Veneto, 10 avril 2025. En 2024, l’export a progressé dans toutes les régions, porté par l’automobile et les outils de programmation.\n\nLes clés brutes restent la première activité, avec plus de 100 millions de clés expédiées.',
    },
  },
  {
    slug: 'air4gen-wins-design-award',
    date: '2024-10-02 08:00',
    image: 'press-award.jpg',
    products: ['air4gen'],
    title: {
      en: 'Air4Gen wins an industrial design award',
      it: 'Air4Gen vince un premio di design industriale',
      de: 'Air4Gen gewinnt einen Designpreis',
      es: 'Air4Gen gana un premio de diseño industrial',
      fr: 'Air4Gen remporte un prix de design industriel',
    },
    excerpt: {
      en: 'The jury praised its one-hand use and its rugged case.',
      it: 'La giuria ha premiato l’uso con una mano e la scocca robusta.',
      de: 'Die Jury lobte die Einhandbedienung und das robuste Gehäuse.',
      es: 'El jurado destacó su uso con una mano y su carcasa robusta.',
      fr: 'Le jury a salué son usage à une main et son boîtier robuste.',
    },
    body: {
      en: 'Vittorio Veneto, 2 October 2024. Air4Gen received an industrial design award in the professional tools category.\n\nThe device was designed with a group of automotive locksmiths who tested prototypes for a year.',
      it: 'Vittorio Veneto, 2 ottobre 2024. Air4Gen ha ricevuto un premio di design industriale nella categoria utensili professionali.\n\nIl dispositivo è stato progettato con un gruppo di fabbri auto che ne hanno testato i prototipi per un anno.',
      de: 'Vittorio Veneto, 2. Oktober 2024. Air4Gen wurde in der Kategorie Profiwerkzeuge mit einem Designpreis ausgezeichnet.\n\nDas Gerät entstand mit Kfz-Schlossern, die ein Jahr lang Prototypen getestet haben.',
      es: 'Vittorio Veneto, 2 de octubre de 2024. Air4Gen recibió un premio de diseño industrial en la categoría de herramientas profesionales.\n\nEl equipo se diseñó con cerrajeros del automóvil que probaron prototipos durante un año.',
      fr: 'Vittorio Veneto, 2 octobre 2024. Air4Gen a reçu un prix de design industriel dans la catégorie outils professionnels.\n\nL’appareil a été conçu avec des serruriers automobiles qui ont testé les prototypes pendant un an.',
    },
  },
  {
    slug: 'new-managing-director',
    date: '2024-07-22 08:00',
    image: 'press-management.jpg',
    title: {
      en: 'Silca appoints a new managing director',
      it: 'Silca nomina un nuovo amministratore delegato',
      de: 'Silca ernennt einen neuen Geschäftsführer',
      es: 'Silca nombra un nuevo director general',
      fr: 'Silca nomme un nouveau directeur général',
    },
    excerpt: {
      en: 'Continuity in the product strategy and more investment in software.',
      it: 'Continuità nella strategia di prodotto e più investimenti nel software.',
      de: 'Kontinuität in der Produktstrategie und mehr Investitionen in Software.',
      es: 'Continuidad en la estrategia de producto y más inversión en software.',
      fr: 'Continuité de la stratégie produit et davantage d’investissements logiciels.',
    },
    body: {
      en: 'Vittorio Veneto, 22 July 2024. The board has appointed a new managing director, who joined the company twelve years ago as head of engineering.\n\nHis priorities are the key database, software for the workshop and the training offer.',
      it: 'Vittorio Veneto, 22 luglio 2024. Il consiglio ha nominato un nuovo amministratore delegato, entrato in azienda dodici anni fa come responsabile dell’ingegneria.\n\nLe sue priorità sono il database chiavi, il software per l’officina e l’offerta formativa.',
      de: 'Vittorio Veneto, 22. Juli 2024. Der Vorstand hat einen neuen Geschäftsführer ernannt, der vor zwölf Jahren als Leiter der Entwicklung ins Unternehmen kam.\n\nSeine Schwerpunkte sind die Schlüsseldatenbank, Software für die Werkstatt und das Schulungsangebot.',
      es: 'Vittorio Veneto, 22 de julio de 2024. El consejo ha nombrado un nuevo director general, que entró en la empresa hace doce años como director de ingeniería.\n\nSus prioridades son la base de datos de llaves, el software para el taller y la formación.',
      fr: 'Vittorio Veneto, 22 juillet 2024. Le conseil a nommé un nouveau directeur général, entré dans l’entreprise il y a douze ans comme directeur de l’ingénierie.\n\nSes priorités : la base de données de clés, le logiciel d’atelier et l’offre de formation.',
    },
  },
  {
    slug: 'transponder-range-extended',
    date: '2024-03-05 08:00',
    image: 'press-transponders.jpg',
    products: ['transponder-id8a', 'transponder-tk100'],
    title: {
      en: 'The transponder range covers AES vehicles',
      it: 'La gamma transponder copre i veicoli AES',
      de: 'Das Transpondersortiment deckt AES-Fahrzeuge ab',
      es: 'La gama de transpondedores cubre los vehículos AES',
      fr: 'La gamme de transpondeurs couvre les véhicules AES',
    },
    excerpt: {
      en: 'New carbon AES transponders for the latest immobiliser systems.',
      it: 'Nuovi transponder AES in carbonio per i sistemi immobilizer più recenti.',
      de: 'Neue AES-Carbon-Transponder für die neuesten Wegfahrsperren.',
      es: 'Nuevos transpondedores AES de carbono para los inmovilizadores más recientes.',
      fr: 'De nouveaux transpondeurs carbone AES pour les antidémarrages les plus récents.',
    },
    body: {
      en: 'Vittorio Veneto, 5 March 2024. Our transponder range now includes carbon AES chips for the immobiliser systems fitted to many cars built since 2020.\n\nThey are programmed with Air4Gen and Smart Pro Mini.',
      it: 'Vittorio Veneto, 5 marzo 2024. La nostra gamma comprende ora chip AES in carbonio per gli immobilizer montati su molte auto costruite dal 2020.\n\nSi programmano con Air4Gen e Smart Pro Mini.',
      de: 'Vittorio Veneto, 5. März 2024. Unser Sortiment umfasst jetzt AES-Carbon-Chips für die Wegfahrsperren vieler seit 2020 gebauter Fahrzeuge.\n\nProgrammiert werden sie mit Air4Gen und Smart Pro Mini.',
      es: 'Vittorio Veneto, 5 de marzo de 2024. Nuestra gama incluye ahora chips AES de carbono para los inmovilizadores de muchos coches fabricados desde 2020.\n\nSe programan con Air4Gen y Smart Pro Mini.',
      fr: 'Vittorio Veneto, 5 mars 2024. Notre gamme comprend désormais des puces carbone AES pour les antidémarrages de nombreuses voitures construites depuis 2020.\n\nElles se programment avec Air4Gen et Smart Pro Mini.',
    },
  },
  {
    slug: 'silca-at-120-years',
    date: '2020-09-15 08:00',
    image: 'press-anniversary.jpg',
    title: {
      en: 'Silca celebrates 120 years',
      it: 'Silca festeggia 120 anni',
      de: 'Silca feiert 120 Jahre',
      es: 'Silca celebra 120 años',
      fr: 'Silca fête ses 120 ans',
    },
    excerpt: {
      en: 'From a blacksmith’s workshop to key machines sold in more than 100 countries.',
      it: 'Da una bottega di fabbro a macchine per chiavi vendute in oltre 100 paesi.',
      de: 'Von einer Schmiede zu Schlüsselmaschinen in mehr als 100 Ländern.',
      es: 'De una herrería a máquinas para llaves vendidas en más de 100 países.',
      fr: 'D’une forge à des machines à clés vendues dans plus de 100 pays.',
    },
    body: {
      en: 'Vittorio Veneto, 15 September 2020. The company that started as a blacksmith’s workshop in 1900 celebrates 120 years with an exhibition of historic machines.\n\nThe exhibition is open to visitors by appointment.',
      it: 'Vittorio Veneto, 15 settembre 2020. L’azienda nata come bottega di fabbro nel 1900 festeggia 120 anni con una mostra di macchine storiche.\n\nLa mostra è visitabile su appuntamento.',
      de: 'Vittorio Veneto, 15. September 2020. Das 1900 als Schmiede gegründete Unternehmen feiert 120 Jahre mit einer Ausstellung historischer Maschinen.\n\nDie Ausstellung ist nach Vereinbarung geöffnet.',
      es: 'Vittorio Veneto, 15 de septiembre de 2020. La empresa que nació como herrería en 1900 celebra 120 años con una exposición de máquinas históricas.\n\nLa exposición se puede visitar con cita previa.',
      fr: 'Vittorio Veneto, 15 septembre 2020. L’entreprise née comme forge en 1900 fête ses 120 ans avec une exposition de machines historiques.\n\nL’exposition se visite sur rendez-vous.',
    },
  },
];

/** A press release written but not yet published (draft only). */
export const UPCOMING_PRESS_RELEASE: ArticleDef = {
  slug: 'silca-opens-branch-in-poland',
  date: '2026-12-15 08:00',
  image: 'press-poland.jpg',
  title: {
    en: 'Silca opens a branch in Poland',
    it: 'Silca apre una filiale in Polonia',
    de: 'Silca eröffnet eine Niederlassung in Polen',
    es: 'Silca abre una filial en Polonia',
    fr: 'Silca ouvre une filiale en Pologne',
  },
  excerpt: {
    en: 'Sales, training and service for Central Europe from Warsaw.',
    it: 'Vendita, formazione e assistenza per l’Europa centrale da Varsavia.',
    de: 'Vertrieb, Schulung und Service für Mitteleuropa aus Warschau.',
    es: 'Ventas, formación y servicio para Europa central desde Varsovia.',
    fr: 'Ventes, formation et service pour l’Europe centrale depuis Varsovie.',
  },
  body: {
    en: 'Vittorio Veneto, 15 December 2026. Silca opens a branch in Warsaw that will serve Poland, the Czech Republic and Slovakia.\n\nThe branch includes a training room and a service centre.',
    it: 'Vittorio Veneto, 15 dicembre 2026. Silca apre a Varsavia una filiale che servirà Polonia, Repubblica Ceca e Slovacchia.\n\nLa filiale comprende un’aula di formazione e un centro assistenza.',
    de: 'Vittorio Veneto, 15. Dezember 2026. Silca eröffnet in Warschau eine Niederlassung für Polen, Tschechien und die Slowakei.\n\nZur Niederlassung gehören ein Schulungsraum und ein Servicezentrum.',
    es: 'Vittorio Veneto, 15 de diciembre de 2026. Silca abre en Varsovia una filial que atenderá Polonia, la República Checa y Eslovaquia.\n\nLa filial incluye un aula de formación y un centro de servicio.',
    fr: 'Vittorio Veneto, 15 décembre 2026. Silca ouvre à Varsovie une filiale qui servira la Pologne, la République tchèque et la Slovaquie.\n\nLa filiale comprend une salle de formation et un centre de service.',
  },
};

/** An event: name, place, dates (`YYYY-MM-DD HH:mm`), status of docs/requirements/content.md#entities. */
export interface EventDef {
  slug: string;
  name: Text5;
  city: string;
  venue: string;
  from: string;
  to: string;
  status: 'ended' | 'planned' | 'live';
  discipline: Text5;
  live: boolean;
}

const TRADE: Text5 = { en: 'Trade fair', it: 'Fiera', de: 'Messe', es: 'Feria', fr: 'Salon' };
const TRAINING: Text5 = { en: 'Training', it: 'Formazione', de: 'Schulung', es: 'Formación', fr: 'Formation' };
const WEBINAR: Text5 = { en: 'Webinar', it: 'Webinar', de: 'Webinar', es: 'Webinar', fr: 'Webinaire' };
const TOUR: Text5 = { en: 'Roadshow', it: 'Roadshow', de: 'Roadshow', es: 'Roadshow', fr: 'Roadshow' };

/** Events: ended, planned and live (docs/requirements/content.md#entities). */
export const EVENTS: EventDef[] = [
  {
    slug: 'practical-world-2024',
    name: { en: 'Practical World 2024', it: 'Practical World 2024', de: 'Practical World 2024', es: 'Practical World 2024', fr: 'Practical World 2024' },
    city: 'Birmingham',
    venue: 'NEC',
    from: '2024-04-14 09:00',
    to: '2024-04-15 17:00',
    status: 'ended',
    discipline: TRADE,
    live: false,
  },
  {
    slug: 'security-essen-2024',
    name: { en: 'Security Essen 2024', it: 'Security Essen 2024', de: 'Security Essen 2024', es: 'Security Essen 2024', fr: 'Security Essen 2024' },
    city: 'Essen',
    venue: 'Messe Essen',
    from: '2024-09-17 09:00',
    to: '2024-09-20 18:00',
    status: 'ended',
    discipline: TRADE,
    live: false,
  },
  {
    slug: 'automotive-keys-masterclass-madrid',
    name: {
      en: 'Automotive keys masterclass',
      it: 'Masterclass chiavi auto',
      de: 'Meisterkurs Fahrzeugschlüssel',
      es: 'Clase magistral de llaves de automóvil',
      fr: 'Masterclass clés automobiles',
    },
    city: 'Madrid',
    venue: 'Silca Training Point',
    from: '2025-02-11 09:00',
    to: '2025-02-12 17:00',
    status: 'ended',
    discipline: TRAINING,
    live: false,
  },
  {
    slug: 'expo-ferretera-2025',
    name: { en: 'Expoferretera 2025', it: 'Expoferretera 2025', de: 'Expoferretera 2025', es: 'Expoferretera 2025', fr: 'Expoferretera 2025' },
    city: 'Madrid',
    venue: 'IFEMA',
    from: '2025-03-25 10:00',
    to: '2025-03-27 19:00',
    status: 'ended',
    discipline: TRADE,
    live: false,
  },
  {
    slug: 'smart-pro-mini-live-demo',
    name: {
      en: 'Smart Pro Mini live demo',
      it: 'Demo dal vivo di Smart Pro Mini',
      de: 'Smart Pro Mini Live-Vorführung',
      es: 'Demostración en directo de Smart Pro Mini',
      fr: 'Démonstration en direct de Smart Pro Mini',
    },
    city: 'Online',
    venue: 'Silca Live',
    from: '2026-11-20 15:00',
    to: '2026-11-21 18:00',
    status: 'live',
    discipline: WEBINAR,
    live: true,
  },
  {
    slug: 'batimat-2026',
    name: { en: 'Batimat 2026', it: 'Batimat 2026', de: 'Batimat 2026', es: 'Batimat 2026', fr: 'Batimat 2026' },
    city: 'Paris',
    venue: 'Paris Expo Porte de Versailles',
    from: '2026-12-01 09:00',
    to: '2026-12-04 18:00',
    status: 'planned',
    discipline: TRADE,
    live: false,
  },
  {
    slug: 'eisenwarenmesse-2027',
    name: { en: 'Eisenwarenmesse 2027', it: 'Eisenwarenmesse 2027', de: 'Eisenwarenmesse 2027', es: 'Eisenwarenmesse 2027', fr: 'Eisenwarenmesse 2027' },
    city: 'Cologne',
    venue: 'Koelnmesse',
    from: '2027-03-02 09:00',
    to: '2027-03-05 18:00',
    status: 'planned',
    discipline: TRADE,
    live: false,
  },
  {
    slug: 'italian-roadshow-2027',
    name: { en: 'Italian roadshow 2027', it: 'Roadshow Italia 2027', de: 'Roadshow Italien 2027', es: 'Roadshow Italia 2027', fr: 'Roadshow Italie 2027' },
    city: 'Milan',
    venue: 'Silca Van Tour',
    from: '2027-04-12 09:00',
    to: '2027-05-28 18:00',
    status: 'planned',
    discipline: TOUR,
    live: false,
  },
];

/** A date of an event in the words of a language ("14 April 2024", "14. April 2024"), never ISO (docs/requirements/content.md#event-dates). */
export function eventDate(dateTime: string, l: AnyLang): string {
  return new Intl.DateTimeFormat(l === 'en' ? 'en-GB' : l, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${dateTime.slice(0, 10)}T12:00:00Z`),
  );
}

/**
 * Event description from its data, one template per language (all nine; names from the phrase
 * table). Facts only: the invitation ("come and try") or the note that the event has ended is
 * the template's, from the status the site works out at request time (docs/requirements/content.md#event-call-to-action),
 * since a stored sentence would still invite visitors once the event is over.
 */
export function eventBody(e: EventDef, l: AnyLang): string {
  const d = (s: string) => eventDate(s, l);
  const n = (e.name as Partial<Record<AnyLang, string>>)[l] ?? PHRASES[e.name.en]?.[l as Lang] ?? e.name.en;
  switch (l) {
    case 'it':
      return `${n} si tiene a ${e.city} (${e.venue}) dal ${d(e.from)} al ${d(e.to)}.`;
    case 'de':
      return `${n} findet vom ${d(e.from)} bis ${d(e.to)} in ${e.city} (${e.venue}) statt.`;
    case 'es':
      return `${n} se celebra en ${e.city} (${e.venue}) del ${d(e.from)} al ${d(e.to)}.`;
    case 'fr':
      return `${n} a lieu à ${e.city} (${e.venue}) du ${d(e.from)} au ${d(e.to)}.`;
    case 'pt':
      return `${n} decorre em ${e.city} (${e.venue}) de ${d(e.from)} a ${d(e.to)}.`;
    case 'nl':
      return `${n} vindt plaats in ${e.city} (${e.venue}) van ${d(e.from)} tot en met ${d(e.to)}.`;
    case 'ro':
      return `${n} are loc la ${e.city} (${e.venue}) între ${d(e.from)} și ${d(e.to)}.`;
    case 'ru':
      return `${n} проходит в городе ${e.city} (${e.venue}) с ${d(e.from)} по ${d(e.to)}.`;
    default:
      return `${n} takes place in ${e.city} (${e.venue}) from ${d(e.from)} to ${d(e.to)}.`;
  }
}
