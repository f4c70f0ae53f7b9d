/**
 * The global pages of the embedded space (five languages: en, it, de, es, fr): about us, our
 * company, athletes, after-sales, contacts, contact-us and form pages, work with us, branded
 * shops, resources (bulletins, catalogues, sales-agent material), downloads in the media folders
 * of docs/requirements/content.md#entities, new and industrial solutions, custom landings, legal pages and search.
 */
import type { Catalogue } from './catalog';
import { L5S, listingPage } from './editorial';
import { MARKETS, tryBuildPath } from '@silca/i18n';
import { type AnyLang, blok, field, fieldBy, folder, image, pdf, richText, rt, story, storyLink, type StoryRecord, urlLink, uuidFor } from './lib';
import type { L5, Text5 } from './news-data';
import { customForm } from './forms';
import { segmentSlugs } from './segments';

const rt5 = (name: string, t: Text5) => fieldBy(name, (l) => (t[l as L5] ? richText(t[l as L5]) : undefined), L5S);

/** A content page: slim hero, rich text, optional extra blocks. */
function textPage(input: {
  fullSlug: string;
  startpage?: boolean;
  slugs?: Partial<Record<AnyLang, string>>;
  title: Text5;
  intro: Text5;
  text: Text5;
  blocks?: Record<string, unknown>[];
  position?: number;
  layout?: string;
}): StoryRecord {
  return story({
    fullSlug: input.fullSlug,
    startpage: input.startpage,
    slugs: input.slugs,
    name: input.title,
    position: input.position,
    content: {
      component: 'page',
      ...field('title', input.title),
      ...field('seo_description', input.intro),
      ...(input.layout ? { layout: input.layout } : {}),
      body: [
        blok('slim_hero', `${input.fullSlug}-hero`, { ...field('title', input.title), ...field('subtitle', input.intro) }),
        blok('rich_text', `${input.fullSlug}-text`, rt5('text', input.text)),
        ...(input.blocks ?? []),
      ],
    },
  });
}

const t5 = (en: string, it: string, de: string, es: string, fr: string): Text5 => ({ en, it, de, es, fr });

/** Translated slugs of the request-information form page (the contacts page links it). */
const REQUEST_INFORMATION_SLUGS: Partial<Record<AnyLang, string>> = {
  it: 'richiesta-informazioni',
  de: 'informationsanfrage',
  es: 'solicitud-informacion',
  fr: 'demande-information',
};

/** Intro of the cookie policy: the text of the consent banner (docs/requirements/pages.md#cookie-consent). */
const CONSENT_INTRO = {
  en: 'We use technical cookies to run the site. With your consent we also count page views to improve it; you can change your mind at any time.',
  de: 'Wir verwenden technisch notwendige Cookies. Mit Ihrer Einwilligung zählen wir außerdem Seitenaufrufe, um die Website zu verbessern; Sie können Ihre Wahl jederzeit ändern.',
  es: 'Usamos cookies técnicas para que el sitio funcione. Con su consentimiento también contamos las visitas para mejorarlo; puede cambiar de opinión en cualquier momento.',
  pt: 'Usamos cookies técnicos para o site funcionar. Com o seu consentimento, contamos também as visitas às páginas para o melhorar; pode mudar de ideias a qualquer momento.',
  fr: 'Nous utilisons des cookies techniques pour faire fonctionner le site. Avec votre accord, nous comptons aussi les pages vues pour l’améliorer ; vous pouvez changer d’avis à tout moment.',
  it: 'Usiamo cookie tecnici per far funzionare il sito. Con il tuo consenso contiamo anche le pagine visitate per migliorarlo; puoi cambiare idea in qualsiasi momento.',
  ro: 'Folosim cookie-uri tehnice pentru funcționarea site-ului. Cu acordul dumneavoastră numărăm și vizitele paginilor pentru a-l îmbunătăți; vă puteți răzgândi oricând.',
  nl: 'We gebruiken technische cookies om de site te laten werken. Met uw toestemming tellen we ook paginaweergaven om hem te verbeteren; u kunt uw keuze altijd wijzigen.',
  ru: 'Мы используем технические файлы cookie для работы сайта. С вашего согласия мы также считаем просмотры страниц, чтобы улучшать сайт; вы можете изменить решение в любой момент.',
};

/** Every global page of the site; returns the contacts page (linked from pre-footers). */
export function buildPages(cat: Catalogue): { contacts: StoryRecord } {
  // Custom landings (docs/requirements/urls.md#custom-landing: only thank-you-eng and landing-smart-pro-mini); forms link to the first.
  folder('global/custom-landing', 'Custom landing pages', undefined, 110);
  const thankYou = story({
    fullSlug: 'global/custom-landing/thank-you-eng',
    name: 'Thank you',
    content: {
      component: 'thank_you_page',
      ...field('title', t5('Thank you', 'Grazie', 'Vielen Dank', 'Gracias', 'Merci')),
      ...rt5(
        'text',
        t5(
          'We have received your request and will answer within one working day.',
          'Abbiamo ricevuto la tua richiesta e ti risponderemo entro un giorno lavorativo.',
          'Wir haben Ihre Anfrage erhalten und antworten innerhalb eines Arbeitstages.',
          'Hemos recibido su solicitud y le responderemos en un día laborable.',
          'Nous avons bien reçu votre demande et répondrons sous un jour ouvré.',
        ),
      ),
      cta_link: storyLink(cat.productsListing),
      ...field('cta_label', t5('Back to the products', 'Torna ai prodotti', 'Zurück zu den Produkten', 'Volver a los productos', 'Retour aux produits')),
    },
  });
  // ---- about us ----
  folder('global/about-us', t5('About us', 'Chi siamo', 'Über uns', 'Quiénes somos', 'Qui sommes-nous'), segmentSlugs('aboutUs'), 50);
  textPage({
    fullSlug: 'global/about-us',
    startpage: true,
    title: t5('About us', 'Chi siamo', 'Über uns', 'Quiénes somos', 'Qui sommes-nous'),
    intro: t5(
      'A family of engineers, toolmakers and locksmiths since 1900.',
      'Una famiglia di ingegneri, attrezzisti e fabbri dal 1900.',
      'Eine Familie aus Ingenieuren, Werkzeugmachern und Schlossern seit 1900.',
      'Una familia de ingenieros, matriceros y cerrajeros desde 1900.',
      'Une famille d’ingénieurs, d’outilleurs et de serruriers depuis 1900.',
    ),
    text: t5(
      'We design every machine in Vittorio Veneto and build it with parts made in our own tool room. More than 900 people work for Silca in Italy and in our branches in Spain, France, Germany, the United Kingdom and India.\n\nOur customers are the people who cut keys for a living, and we build for their daily work.',
      'Progettiamo ogni macchina a Vittorio Veneto e la costruiamo con parti realizzate nella nostra attrezzeria. Più di 900 persone lavorano per Silca in Italia e nelle filiali in Spagna, Francia, Germania, Regno Unito e India.\n\nI nostri clienti sono persone che tagliano chiavi per mestiere, e costruiamo per il loro lavoro quotidiano.',
      'Wir entwickeln jede Maschine in Vittorio Veneto und bauen sie mit Teilen aus unserem eigenen Werkzeugbau. Mehr als 900 Menschen arbeiten für Silca in Italien und in unseren Niederlassungen in Spanien, Frankreich, Deutschland, Großbritannien und Indien.\n\nUnsere Kunden fräsen Schlüssel beruflich, und wir bauen für ihren Arbeitsalltag.',
      'Diseñamos cada máquina en Vittorio Veneto y la fabricamos con piezas de nuestra propia matricería. Más de 900 personas trabajan para Silca en Italia y en nuestras filiales de España, Francia, Alemania, Reino Unido e India.\n\nNuestros clientes cortan llaves como oficio, y fabricamos para su trabajo diario.',
      'Nous concevons chaque machine à Vittorio Veneto et la construisons avec des pièces de notre propre outillage. Plus de 900 personnes travaillent pour Silca en Italie et dans nos filiales en Espagne, en France, en Allemagne, au Royaume-Uni et en Inde.\n\nNos clients taillent des clés par métier, et nous construisons pour leur travail quotidien.',
    ),
  });
  folder(
    'global/about-us/our-company',
    t5('Our company', 'La nostra azienda', 'Unser Unternehmen', 'Nuestra empresa', 'Notre entreprise'),
    segmentSlugs('ourCompany'),
    1,
  );
  textPage({
    fullSlug: 'global/about-us/our-company',
    startpage: true,
    title: t5('Our company', 'La nostra azienda', 'Unser Unternehmen', 'Nuestra empresa', 'Notre entreprise'),
    intro: t5(
      'History, quality and sustainability of a key maker.',
      'Storia, qualità e sostenibilità di un produttore di chiavi.',
      'Geschichte, Qualität und Nachhaltigkeit eines Schlüsselherstellers.',
      'Historia, calidad y sostenibilidad de un fabricante de llaves.',
      'Histoire, qualité et durabilité d’un fabricant de clés.',
    ),
    text: t5(
      'Silca is part of an international group of access-control companies and keeps its headquarters, research and main production in Italy.',
      'Silca fa parte di un gruppo internazionale del controllo accessi e mantiene in Italia sede, ricerca e produzione principale.',
      'Silca gehört zu einer internationalen Gruppe für Zutrittskontrolle und hat Hauptsitz, Forschung und Hauptproduktion in Italien.',
      'Silca forma parte de un grupo internacional de control de accesos y mantiene en Italia su sede, su investigación y su producción principal.',
      'Silca fait partie d’un groupe international du contrôle d’accès et conserve en Italie son siège, sa recherche et sa production principale.',
    ),
    blocks: [blok('pages_sorting', 'our-company-pages', { title: '', folder: 'global/about-us/our-company/', sort: 'position', pages: [] })],
  });
  const companyPages: Array<[string, Text5, Text5, Text5]> = [
    [
      'history',
      t5('History', 'Storia', 'Geschichte', 'Historia', 'Histoire'),
      t5(
        'From a blacksmith’s workshop to a global key maker.',
        'Da una bottega di fabbro a produttore mondiale di chiavi.',
        'Von der Schmiede zum weltweiten Schlüsselhersteller.',
        'De una herrería a fabricante mundial de llaves.',
        'D’une forge à un fabricant mondial de clés.',
      ),
      t5(
        'In 1900 a blacksmith in Vittorio Veneto began making keys for the farms of the valley. The first key duplicating machine left the workshop in 1950, the first electronic machine in 1990.\n\nToday the same valley builds machines used in more than 100 countries.',
        'Nel 1900 un fabbro di Vittorio Veneto iniziò a fare chiavi per le fattorie della valle. La prima duplicatrice uscì dalla bottega nel 1950, la prima macchina elettronica nel 1990.\n\nOggi la stessa valle costruisce macchine usate in oltre 100 paesi.',
        'Im Jahr 1900 begann ein Schmied in Vittorio Veneto, Schlüssel für die Höfe des Tals zu fertigen. Die erste Kopiermaschine verließ die Werkstatt 1950, die erste elektronische Maschine 1990.\n\nHeute baut dasselbe Tal Maschinen für mehr als 100 Länder.',
        'En 1900 un herrero de Vittorio Veneto empezó a hacer llaves para las granjas del valle. La primera duplicadora salió del taller en 1950 y la primera máquina electrónica en 1990.\n\nHoy el mismo valle fabrica máquinas usadas en más de 100 países.',
        'En 1900, un forgeron de Vittorio Veneto commence à fabriquer des clés pour les fermes de la vallée. La première machine à reproduire sort de l’atelier en 1950, la première machine électronique en 1990.\n\nAujourd’hui, la même vallée construit des machines utilisées dans plus de 100 pays.',
      ),
    ],
    [
      'quality',
      t5('Quality', 'Qualità', 'Qualität', 'Calidad', 'Qualité'),
      t5(
        'Certified processes and measured keys.',
        'Processi certificati e chiavi misurate.',
        'Zertifizierte Prozesse und vermessene Schlüssel.',
        'Procesos certificados y llaves medidas.',
        'Des processus certifiés et des clés mesurées.',
      ),
      t5(
        'Our plants are certified to ISO 9001 and ISO 14001. Every batch of blanks is measured on coordinate measuring machines, and every electronic machine cuts a test key before it is packed.',
        'I nostri stabilimenti sono certificati ISO 9001 e ISO 14001. Ogni lotto di chiavi grezze è misurato su macchine a coordinate, e ogni macchina elettronica taglia una chiave di prova prima dell’imballo.',
        'Unsere Werke sind nach ISO 9001 und ISO 14001 zertifiziert. Jede Charge Rohlinge wird auf Koordinatenmessmaschinen vermessen, und jede elektronische Maschine fräst vor dem Verpacken einen Testschlüssel.',
        'Nuestras plantas están certificadas ISO 9001 e ISO 14001. Cada lote de brutos se mide en máquinas de coordenadas y cada máquina electrónica corta una llave de prueba antes del embalaje.',
        'Nos usines sont certifiées ISO 9001 et ISO 14001. Chaque lot de clés brutes est mesuré sur machine tridimensionnelle, et chaque machine électronique taille une clé d’essai avant emballage.',
      ),
    ],
    [
      'sustainability',
      t5('Sustainability', 'Sostenibilità', 'Nachhaltigkeit', 'Sostenibilidad', 'Durabilité'),
      t5(
        'Less energy, recycled brass, machines that last.',
        'Meno energia, ottone riciclato, macchine che durano.',
        'Weniger Energie, recyceltes Messing, langlebige Maschinen.',
        'Menos energía, latón reciclado, máquinas que duran.',
        'Moins d’énergie, du laiton recyclé, des machines qui durent.',
      ),
      t5(
        'All brass shavings from production are recycled into new bars. Solar panels cover a third of our electricity, and we keep spare parts for every machine for at least ten years.',
        'Tutti i trucioli di ottone della produzione tornano in nuove barre. I pannelli solari coprono un terzo dell’energia e teniamo i ricambi di ogni macchina per almeno dieci anni.',
        'Alle Messingspäne aus der Produktion werden zu neuen Stangen recycelt. Solarmodule decken ein Drittel unseres Stroms, und Ersatzteile halten wir für jede Maschine mindestens zehn Jahre vor.',
        'Todas las virutas de latón se reciclan en barras nuevas. Los paneles solares cubren un tercio de la electricidad y mantenemos recambios de cada máquina durante al menos diez años.',
        'Tous les copeaux de laiton sont recyclés en nouvelles barres. Les panneaux solaires couvrent un tiers de notre électricité et nous gardons les pièces de chaque machine au moins dix ans.',
      ),
    ],
  ];
  companyPages.forEach(([slug, title, intro, text], i) =>
    textPage({
      fullSlug: `global/about-us/our-company/${slug}`,
      slugs: {
        it: ['storia', 'qualita', 'sostenibilita'][i],
        de: ['geschichte', 'qualitaet', 'nachhaltigkeit'][i],
        es: ['historia', 'calidad', 'sostenibilidad'][i],
        fr: ['histoire', 'qualite', 'durabilite'][i],
      },
      title,
      intro,
      text,
      position: i,
    }),
  );

  // Athletes: data stories shown as cards with biography on the about-us/athletes page.
  // Biographies live under about-us (docs/requirements/urls.md#public-routes /about-us/{slug}): a route reaches them.
  const athletes: Array<[string, string, number, Text5, Text5]> = [
    [
      'giulia-moretti',
      'Giulia Moretti',
      2019,
      t5(
        'World champion, road cycling time trial',
        'Campionessa del mondo, cronometro su strada',
        'Weltmeisterin im Einzelzeitfahren',
        'Campeona del mundo de contrarreloj',
        'Championne du monde du contre-la-montre',
      ),
      t5(
        'Giulia grew up a few kilometres from our factory and has ridden in Silca colours since her junior years.',
        'Giulia è cresciuta a pochi chilometri dalla nostra fabbrica e corre con i colori Silca dagli anni juniores.',
        'Giulia wuchs wenige Kilometer von unserem Werk entfernt auf und fährt seit der Juniorenzeit in Silca-Farben.',
        'Giulia creció a pocos kilómetros de nuestra fábrica y corre con los colores de Silca desde juvenil.',
        'Giulia a grandi à quelques kilomètres de notre usine et court aux couleurs de Silca depuis ses années juniors.',
      ),
    ],
    [
      'marco-dal-bo',
      'Marco Dal Bo',
      2021,
      t5(
        'European champion, alpine skiing giant slalom',
        'Campione europeo, slalom gigante',
        'Europameister im Riesenslalom',
        'Campeón de Europa de eslalon gigante',
        'Champion d’Europe de slalom géant',
      ),
      t5(
        'Marco trains on the slopes above Vittorio Veneto and studies mechanical engineering between races.',
        'Marco si allena sulle piste sopra Vittorio Veneto e studia ingegneria meccanica tra una gara e l’altra.',
        'Marco trainiert auf den Pisten oberhalb von Vittorio Veneto und studiert zwischen den Rennen Maschinenbau.',
        'Marco entrena en las pistas sobre Vittorio Veneto y estudia ingeniería mecánica entre carreras.',
        'Marco s’entraîne sur les pistes au-dessus de Vittorio Veneto et étudie le génie mécanique entre les courses.',
      ),
    ],
    [
      'sara-benedetti',
      'Sara Benedetti',
      2023,
      t5(
        'Italian champion, climbing lead',
        'Campionessa italiana, arrampicata lead',
        'Italienische Meisterin im Vorstiegsklettern',
        'Campeona de Italia de escalada de dificultad',
        'Championne d’Italie d’escalade en difficulté',
      ),
      t5(
        'Sara joined our team of athletes in 2023 and visits schools to talk about sport and work.',
        'Sara è entrata nel nostro team di atleti nel 2023 e visita le scuole per parlare di sport e lavoro.',
        'Sara kam 2023 in unser Athletenteam und besucht Schulen, um über Sport und Arbeit zu sprechen.',
        'Sara se unió a nuestro equipo en 2023 y visita colegios para hablar de deporte y trabajo.',
        'Sara a rejoint notre équipe en 2023 et intervient dans les écoles pour parler de sport et de travail.',
      ),
    ],
    [
      'luca-zanin',
      'Luca Zanin',
      2018,
      t5(
        'Paralympic medallist, handbike',
        'Medaglia paralimpica, handbike',
        'Paralympics-Medaillengewinner, Handbike',
        'Medallista paralímpico, handbike',
        'Médaillé paralympique, handbike',
      ),
      t5(
        'Luca has worked in our quality department for fifteen years and trains every morning before his shift.',
        'Luca lavora nel nostro reparto qualità da quindici anni e si allena ogni mattina prima del turno.',
        'Luca arbeitet seit fünfzehn Jahren in unserer Qualitätsabteilung und trainiert jeden Morgen vor der Schicht.',
        'Luca trabaja en nuestro departamento de calidad desde hace quince años y entrena cada mañana antes de su turno.',
        'Luca travaille depuis quinze ans dans notre service qualité et s’entraîne chaque matin avant son poste.',
      ),
    ],
  ];
  athletes.forEach(([slug, name, year, titles, bio], i) =>
    story({
      fullSlug: `global/about-us/${slug}`,
      name,
      position: i,
      tags: ['athlete'],
      content: {
        component: 'athlete',
        name,
        year,
        ...field('titles', titles),
        card: image(`athlete-${slug}.jpg`, name, 'person', name, [600, 800]),
        ...rt5('biography', bio),
      },
    }),
  );
  textPage({
    fullSlug: 'global/about-us/athletes',
    slugs: { it: 'atleti', de: 'athleten', es: 'deportistas', fr: 'athletes' },
    title: t5('Our athletes', 'I nostri atleti', 'Unsere Athleten', 'Nuestros deportistas', 'Nos athlètes'),
    intro: t5(
      'Champions who share our values of precision and persistence.',
      'Campioni che condividono i nostri valori di precisione e costanza.',
      'Champions, die unsere Werte Präzision und Ausdauer teilen.',
      'Campeones que comparten nuestros valores de precisión y constancia.',
      'Des champions qui partagent nos valeurs de précision et de persévérance.',
    ),
    text: t5(
      'We support athletes from our region in their sporting careers and in their studies.',
      'Sosteniamo gli atleti del nostro territorio nella carriera sportiva e negli studi.',
      'Wir unterstützen Sportlerinnen und Sportler aus unserer Region in Sport und Ausbildung.',
      'Apoyamos a deportistas de nuestra región en su carrera deportiva y en sus estudios.',
      'Nous soutenons des sportifs de notre région dans leur carrière et leurs études.',
    ),
    blocks: [blok('news_grid', 'athletes-grid', { title: '', folder: 'global/about-us/', content_type: 'athlete', per_page: 3 })],
  });

  // ---- after-sales ----
  folder('global/after-sales', t5('After-sales', 'Post vendita', 'Kundendienst', 'Posventa', 'Après-vente'), segmentSlugs('afterSales'), 60);
  textPage({
    fullSlug: 'global/after-sales',
    startpage: true,
    title: t5('After-sales', 'Post vendita', 'Kundendienst', 'Posventa', 'Après-vente'),
    intro: t5(
      'Warranty, spare parts, repairs and software updates.',
      'Garanzia, ricambi, riparazioni e aggiornamenti software.',
      'Garantie, Ersatzteile, Reparaturen und Software-Updates.',
      'Garantía, recambios, reparaciones y actualizaciones.',
      'Garantie, pièces détachées, réparations et mises à jour.',
    ),
    text: t5(
      'Our service centres repair any Silca machine, and most spare parts ship within 24 hours.',
      'I nostri centri assistenza riparano qualsiasi macchina Silca e la maggior parte dei ricambi parte entro 24 ore.',
      'Unsere Servicezentren reparieren jede Silca-Maschine, und die meisten Ersatzteile gehen innerhalb von 24 Stunden raus.',
      'Nuestros centros de servicio reparan cualquier máquina Silca y la mayoría de los recambios salen en 24 horas.',
      'Nos centres de service réparent toute machine Silca et la plupart des pièces partent sous 24 heures.',
    ),
    blocks: [
      blok('accordion', 'after-sales-faq', {
        ...field('title', t5('Frequent questions', 'Domande frequenti', 'Häufige Fragen', 'Preguntas frecuentes', 'Questions fréquentes')),
        items: [
          blok('accordion_item', 'faq-1', {
            ...field(
              'title',
              t5(
                'How long is the warranty?',
                'Quanto dura la garanzia?',
                'Wie lange gilt die Garantie?',
                '¿Cuánto dura la garantía?',
                'Quelle est la durée de la garantie ?',
              ),
            ),
            ...rt5(
              'text',
              t5(
                'Two years on every machine, extendable to four with the service plan.',
                'Due anni su ogni macchina, estendibili a quattro con il piano di assistenza.',
                'Zwei Jahre auf jede Maschine, mit dem Serviceplan auf vier verlängerbar.',
                'Dos años en cada máquina, ampliables a cuatro con el plan de servicio.',
                'Deux ans sur chaque machine, extensible à quatre avec le contrat de service.',
              ),
            ),
          }),
          blok('accordion_item', 'faq-2', {
            ...field(
              'title',
              t5(
                'How do I update the key database?',
                'Come aggiorno il database chiavi?',
                'Wie aktualisiere ich die Schlüsseldatenbank?',
                '¿Cómo actualizo la base de datos?',
                'Comment mettre à jour la base de clés ?',
              ),
            ),
            ...rt5(
              'text',
              t5(
                'From the machine menu, over Wi-Fi or with a USB stick prepared from the extranet.',
                'Dal menu della macchina, via Wi-Fi o con una chiavetta USB preparata dall’extranet.',
                'Über das Maschinenmenü, per WLAN oder mit einem im Extranet vorbereiteten USB-Stick.',
                'Desde el menú de la máquina, por Wi-Fi o con un USB preparado desde la extranet.',
                'Depuis le menu de la machine, par Wi-Fi ou avec une clé USB préparée depuis l’extranet.',
              ),
            ),
          }),
        ],
      }),
    ],
  });
  const afterSales: Array<[string, Partial<Record<AnyLang, string>>, Text5, Text5]> = [
    [
      'warranty',
      { it: 'garanzia', de: 'garantie', es: 'garantia', fr: 'garantie' },
      t5('Warranty', 'Garanzia', 'Garantie', 'Garantía', 'Garantie'),
      t5(
        'Every machine has a two-year warranty from the date of sale. Register the machine on the extranet to extend it to four years with the service plan.',
        'Ogni macchina ha due anni di garanzia dalla data di vendita. Registra la macchina sull’extranet per estenderla a quattro anni con il piano di assistenza.',
        'Jede Maschine hat zwei Jahre Garantie ab Kaufdatum. Registrieren Sie die Maschine im Extranet, um sie mit dem Serviceplan auf vier Jahre zu verlängern.',
        'Cada máquina tiene dos años de garantía desde la venta. Registre la máquina en la extranet para ampliarla a cuatro años con el plan de servicio.',
        'Chaque machine a deux ans de garantie à compter de la vente. Enregistrez-la sur l’extranet pour passer à quatre ans avec le contrat de service.',
      ),
    ],
    [
      'spare-parts',
      { it: 'ricambi', de: 'ersatzteile', es: 'recambios', fr: 'pieces-detachees' },
      t5('Spare parts', 'Ricambi', 'Ersatzteile', 'Recambios', 'Pièces détachées'),
      t5(
        'Find the exploded drawing of your machine in the downloads and order the parts by their code. Orders placed by 4 pm ship the same day.',
        'Trova l’esploso della tua macchina nei download e ordina i ricambi con il loro codice. Gli ordini entro le 16 partono in giornata.',
        'Die Explosionszeichnung Ihrer Maschine finden Sie bei den Downloads; bestellen Sie Teile über ihre Nummer. Bestellungen bis 16 Uhr gehen am selben Tag raus.',
        'Encuentre el despiece de su máquina en las descargas y pida los recambios por su código. Los pedidos antes de las 16 h salen el mismo día.',
        'Trouvez la vue éclatée de votre machine dans les téléchargements et commandez les pièces par leur code. Les commandes avant 16 h partent le jour même.',
      ),
    ],
    [
      'technical-assistance',
      { it: 'assistenza-tecnica', de: 'technischer-support', es: 'asistencia-tecnica', fr: 'assistance-technique' },
      t5('Technical assistance', 'Assistenza tecnica', 'Technischer Support', 'Asistencia técnica', 'Assistance technique'),
      t5(
        'Our technicians answer by phone and chat from Monday to Saturday. For repairs, a courier collects the machine and brings it back within five working days.',
        'I nostri tecnici rispondono al telefono e in chat dal lunedì al sabato. Per le riparazioni un corriere ritira la macchina e la riconsegna entro cinque giorni lavorativi.',
        'Unsere Techniker antworten von Montag bis Samstag per Telefon und Chat. Für Reparaturen holt ein Kurier die Maschine ab und bringt sie innerhalb von fünf Werktagen zurück.',
        'Nuestros técnicos atienden por teléfono y chat de lunes a sábado. Para reparaciones, un mensajero recoge la máquina y la devuelve en cinco días laborables.',
        'Nos techniciens répondent par téléphone et chat du lundi au samedi. Pour une réparation, un coursier enlève la machine et la rapporte sous cinq jours ouvrés.',
      ),
    ],
  ];
  afterSales.forEach(([slug, slugs, title, text], i) => textPage({ fullSlug: `global/after-sales/${slug}`, slugs, title, intro: title, text, position: i }));

  // ---- contacts, contact us, forms ----
  folder('global/contacts', t5('Contacts', 'Contatti', 'Kontakt', 'Contactos', 'Contacts'), segmentSlugs('contacts'), 40);
  // Contacts (docs/requirements/pages.md#page-templates): linked phone numbers and e-mail addresses, and the way to the form.
  const CONTACT_WORDS: Record<AnyLang, [address: string, phone: string, email: string, support: string, press: string]> = {
    en: ['Silca S.p.A., Via Podgora 20, 31029 Vittorio Veneto (TV), Italy.', 'Telephone', 'Email', 'Technical support', 'Press office'],
    it: ['Silca S.p.A., Via Podgora 20, 31029 Vittorio Veneto (TV), Italia.', 'Telefono', 'Email', 'Assistenza tecnica', 'Ufficio stampa'],
    de: ['Silca S.p.A., Via Podgora 20, 31029 Vittorio Veneto (TV), Italien.', 'Telefon', 'E-Mail', 'Technischer Support', 'Pressestelle'],
    es: ['Silca S.p.A., Via Podgora 20, 31029 Vittorio Veneto (TV), Italia.', 'Teléfono', 'Correo electrónico', 'Asistencia técnica', 'Oficina de prensa'],
    fr: ['Silca S.p.A., Via Podgora 20, 31029 Vittorio Veneto (TV), Italie.', 'Téléphone', 'E-mail', 'Assistance technique', 'Service de presse'],
    pt: ['Silca S.p.A., Via Podgora 20, 31029 Vittorio Veneto (TV), Itália.', 'Telefone', 'E-mail', 'Assistência técnica', 'Gabinete de imprensa'],
    nl: ['Silca S.p.A., Via Podgora 20, 31029 Vittorio Veneto (TV), Italië.', 'Telefoon', 'E-mail', 'Technische ondersteuning', 'Persdienst'],
    ro: ['Silca S.p.A., Via Podgora 20, 31029 Vittorio Veneto (TV), Italia.', 'Telefon', 'E-mail', 'Asistență tehnică', 'Biroul de presă'],
    ru: ['Silca S.p.A., Via Podgora 20, 31029 Vittorio Veneto (TV), Италия.', 'Телефон', 'Эл. почта', 'Техническая поддержка', 'Пресс-служба'],
  };
  const contactLines = (l: AnyLang) => {
    const [address, phone, email, support, press] = CONTACT_WORDS[l];
    return rt.doc(
      rt.p(address),
      rt.p(`${phone}: `, rt.link('+39 0438 9136', 'tel:+3904389136'), ` · ${email}: `, rt.link('info@silca.it', 'mailto:info@silca.it')),
      rt.p(`${support}: `, rt.link('+39 0438 9136 200', 'tel:+390438913620'), ' · ', rt.link('support@silca.it', 'mailto:support@silca.it')),
      rt.p(`${press}: `, rt.link('press@silca.it', 'mailto:press@silca.it')),
    );
  };
  const ALL: AnyLang[] = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'];
  const requestInformation = { uuid: uuidFor('global/contact-us/request-information'), full_slug: 'global/contact-us/request-information' };
  const contacts = story({
    fullSlug: 'global/contacts',
    startpage: true,
    name: t5('Contacts', 'Contatti', 'Kontakt', 'Contactos', 'Contacts'),
    content: {
      component: 'page',
      ...field('title', t5('Contacts', 'Contatti', 'Kontakt', 'Contactos', 'Contacts')),
      ...field(
        'seo_description',
        t5(
          'Write to us, call us or visit us in Vittorio Veneto.',
          'Scrivici, chiamaci o vieni a trovarci a Vittorio Veneto.',
          'Schreiben Sie uns, rufen Sie an oder besuchen Sie uns in Vittorio Veneto.',
          'Escríbanos, llámenos o visítenos en Vittorio Veneto.',
          'Écrivez-nous, appelez-nous ou venez nous voir à Vittorio Veneto.',
        ),
      ),
      body: [
        blok('slim_hero', 'global/contacts-hero', {
          ...field('title', t5('Contacts', 'Contatti', 'Kontakt', 'Contactos', 'Contacts')),
          ...field(
            'subtitle',
            t5(
              'Write to us, call us or visit us in Vittorio Veneto.',
              'Scrivici, chiamaci o vieni a trovarci a Vittorio Veneto.',
              'Schreiben Sie uns, rufen Sie an oder besuchen Sie uns in Vittorio Veneto.',
              'Escríbanos, llámenos o visítenos en Vittorio Veneto.',
              'Écrivez-nous, appelez-nous ou venez nous voir à Vittorio Veneto.',
            ),
          ),
        }),
        blok('rich_text', 'global/contacts-text', fieldBy('text', contactLines, ALL)),
        blok('small_banner', 'global/contacts-form', {
          ...field('title', t5('Prefer to write?', 'Preferisci scrivere?', 'Lieber schriftlich?', '¿Prefiere escribir?', 'Vous préférez écrire ?')),
          ...field(
            'text',
            t5(
              'Fill in the form and we will answer within one working day.',
              'Compila il modulo e ti risponderemo entro un giorno lavorativo.',
              'Füllen Sie das Formular aus, wir antworten innerhalb eines Arbeitstages.',
              'Rellene el formulario y le responderemos en un día laborable.',
              'Remplissez le formulaire, nous répondons sous un jour ouvré.',
            ),
          ),
          ...field(
            'cta_label',
            t5('Request information', 'Richiedi informazioni', 'Informationen anfordern', 'Solicitar información', 'Demander des informations'),
          ),
          cta_link: storyLink(requestInformation),
          // The form's translated path in each language (a story link carries the default slug only).
          ...Object.fromEntries(
            (['de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'] as const).flatMap((l) => {
              const href = tryBuildPath('contact-us-slug', { slug: REQUEST_INFORMATION_SLUGS[l] ?? 'request-information' }, l, MARKETS.global);
              return href ? [[`cta_link__i18n__${l}`, urlLink(href)]] : [];
            }),
          ),
          cta_type: 'primary',
        }),
      ],
    },
  });
  textPage({
    fullSlug: 'global/contacts/sales-network',
    slugs: { it: 'rete-vendita', de: 'vertriebsnetz', es: 'red-comercial', fr: 'reseau-commercial' },
    title: t5('Sales network', 'Rete vendita', 'Vertriebsnetz', 'Red comercial', 'Réseau commercial'),
    intro: t5(
      'Branches and distributors in more than 100 countries.',
      'Filiali e distributori in oltre 100 paesi.',
      'Niederlassungen und Händler in über 100 Ländern.',
      'Filiales y distribuidores en más de 100 países.',
      'Filiales et distributeurs dans plus de 100 pays.',
    ),
    text: t5(
      'Our branches serve Spain, France, Germany, the United Kingdom and India directly; everywhere else an authorised distributor is your contact.',
      'Le nostre filiali servono direttamente Spagna, Francia, Germania, Regno Unito e India; altrove il tuo riferimento è un distributore autorizzato.',
      'Unsere Niederlassungen betreuen Spanien, Frankreich, Deutschland, Großbritannien und Indien direkt; überall sonst ist ein autorisierter Händler Ihr Ansprechpartner.',
      'Nuestras filiales atienden directamente España, Francia, Alemania, Reino Unido e India; en el resto del mundo su contacto es un distribuidor autorizado.',
      'Nos filiales servent directement l’Espagne, la France, l’Allemagne, le Royaume-Uni et l’Inde ; ailleurs, un distributeur agréé est votre contact.',
    ),
  });

  folder('global/contact-us', t5('Contact us', 'Contattaci', 'Kontaktieren Sie uns', 'Contáctenos', 'Contactez-nous'), segmentSlugs('contactUs'), 41);
  // Forms end on the thank-you landing (docs/requirements/urls.md#custom-landing); the site posts them and redirects there.
  void thankYou;
  const demoChoices: Array<[string, Text5]> = ['silca-futura-pro', 'smart-pro-mini', 'air4gen', 'silca-idea'].map((slug) => [
    slug,
    t5(cat.bySlug.get(slug)!.name, cat.bySlug.get(slug)!.name, cat.bySlug.get(slug)!.name, cat.bySlug.get(slug)!.name, cat.bySlug.get(slug)!.name),
  ]);
  const courseChoices: Array<[string, Text5]> = [
    [
      'key-duplication-basics',
      t5('Key duplication basics', 'Basi della duplicazione', 'Grundlagen des Schlüsselkopierens', 'Fundamentos del duplicado', 'Bases de la reproduction'),
    ],
    [
      'transponder-programming',
      t5(
        'Transponder programming',
        'Programmazione transponder',
        'Transponderprogrammierung',
        'Programación de transpondedores',
        'Programmation des transpondeurs',
      ),
    ],
  ];
  const form = (seed: string, formKey: string, title: Text5) =>
    customForm(seed, formKey, title, formKey === 'product-demo' ? demoChoices : formKey === 'training-registration' ? courseChoices : []);
  const contactUs: Array<[string, Partial<Record<AnyLang, string>>, Text5, Text5]> = [
    [
      'request-information',
      REQUEST_INFORMATION_SLUGS,
      t5('Request information', 'Richiedi informazioni', 'Informationen anfordern', 'Solicitar información', 'Demander des informations'),
      t5(
        'Tell us what you need: documentation, a call back, a visit or a price offer.',
        'Dicci di cosa hai bisogno: documentazione, una chiamata, una visita o un’offerta.',
        'Sagen Sie uns, was Sie brauchen: Unterlagen, einen Rückruf, einen Besuch oder ein Angebot.',
        'Díganos qué necesita: documentación, una llamada, una visita o una oferta.',
        'Dites-nous ce dont vous avez besoin : documentation, rappel, visite ou offre de prix.',
      ),
    ],
    [
      'become-a-dealer',
      { it: 'diventa-rivenditore', de: 'haendler-werden', es: 'hazte-distribuidor', fr: 'devenir-revendeur' },
      t5('Become a dealer', 'Diventa rivenditore', 'Händler werden', 'Hágase distribuidor', 'Devenir revendeur'),
      t5(
        'Sell Silca products in your shop: our area managers will contact you.',
        'Vendi i prodotti Silca nel tuo negozio: i nostri area manager ti contatteranno.',
        'Verkaufen Sie Silca-Produkte in Ihrem Geschäft: Unsere Gebietsleiter melden sich bei Ihnen.',
        'Venda productos Silca en su tienda: nuestros responsables de zona le contactarán.',
        'Vendez les produits Silca dans votre magasin : nos responsables de secteur vous contacteront.',
      ),
    ],
  ];
  contactUs.forEach(([slug, slugs, title, intro], i) =>
    textPage({
      fullSlug: `global/contact-us/${slug}`,
      slugs,
      title,
      intro,
      text: intro,
      position: i,
      blocks: [form(`contact-us-${slug}-form`, slug === 'become-a-dealer' ? 'lead' : 'contact', title)],
    }),
  );

  folder('global/forms', t5('Forms', 'Moduli', 'Formulare', 'Formularios', 'Formulaires'), segmentSlugs('forms'), 42);
  const forms: Array<[string, Partial<Record<AnyLang, string>>, Text5]> = [
    [
      'product-demo',
      { it: 'demo-prodotto', de: 'produktvorfuehrung', es: 'demostracion-producto', fr: 'demonstration-produit' },
      t5('Book a product demonstration', 'Prenota una dimostrazione', 'Produktvorführung buchen', 'Reserve una demostración', 'Réserver une démonstration'),
    ],
    [
      'training-registration',
      { it: 'iscrizione-corsi', de: 'kursanmeldung', es: 'inscripcion-cursos', fr: 'inscription-formation' },
      t5('Register for a training course', 'Iscriviti a un corso', 'Zu einem Kurs anmelden', 'Inscríbase en un curso', 'S’inscrire à une formation'),
    ],
  ];
  const formPages = forms.map(([slug, slugs, title], i) =>
    textPage({
      fullSlug: `global/forms/${slug}`,
      slugs,
      title,
      intro: title,
      text: t5(
        'Fill in the form and we will answer within one working day.',
        'Compila il modulo e ti risponderemo entro un giorno lavorativo.',
        'Füllen Sie das Formular aus, wir antworten innerhalb eines Arbeitstages.',
        'Rellene el formulario y le responderemos en un día laborable.',
        'Remplissez le formulaire et nous répondrons sous un jour ouvré.',
      ),
      position: i,
      layout: 'simple-landing',
      blocks: [form(`forms-${slug}-form`, slug, title)],
    }),
  );

  // ---- work with us ----
  folder(
    'global/work-with-us',
    t5('Work with us', 'Lavora con noi', 'Arbeiten bei uns', 'Trabaja con nosotros', 'Travaillez avec nous'),
    segmentSlugs('workWithUs'),
    70,
  );
  textPage({
    fullSlug: 'global/work-with-us',
    startpage: true,
    title: t5('Work with us', 'Lavora con noi', 'Arbeiten bei uns', 'Trabaja con nosotros', 'Travaillez avec nous'),
    intro: t5(
      'Engineers, technicians and sales people: join a company that makes things.',
      'Ingegneri, tecnici e commerciali: entra in un’azienda che produce.',
      'Ingenieure, Techniker und Vertriebsleute: Kommen Sie zu einem Unternehmen, das etwas herstellt.',
      'Ingenieros, técnicos y comerciales: únase a una empresa que fabrica.',
      'Ingénieurs, techniciens et commerciaux : rejoignez une entreprise qui fabrique.',
    ),
    text: t5(
      'We hire all year round. Send your CV for an open position or write to jobs@silca.it.',
      'Assumiamo tutto l’anno. Invia il tuo CV per una posizione aperta o scrivi a jobs@silca.it.',
      'Wir stellen das ganze Jahr ein. Bewerben Sie sich auf eine offene Stelle oder schreiben Sie an jobs@silca.it.',
      'Contratamos todo el año. Envíe su CV a una oferta abierta o escriba a jobs@silca.it.',
      'Nous recrutons toute l’année. Postulez à une offre ou écrivez à jobs@silca.it.',
    ),
    blocks: [blok('pages_sorting', 'jobs-list', { title: '', folder: 'global/work-with-us/', sort: 'name', pages: [] })],
  });
  const jobs: Array<[string, Text5, Text5]> = [
    [
      'cnc-machinist',
      t5('CNC machinist', 'Operatore CNC', 'CNC-Fräser', 'Operario CNC', 'Opérateur CNC'),
      t5(
        'You set up and run the CNC centres that make our carriages and clamps. Two years of experience on 5-axis machines are required.',
        'Attrezzi e conduci i centri CNC che producono carrelli e morsetti. Richiesti due anni di esperienza su macchine a 5 assi.',
        'Sie richten die CNC-Zentren ein, die unsere Schlitten und Spannbacken fertigen, und bedienen sie. Zwei Jahre Erfahrung an 5-Achs-Maschinen sind erforderlich.',
        'Prepara y maneja los centros CNC que fabrican nuestros carros y mordazas. Se requieren dos años de experiencia en máquinas de 5 ejes.',
        'Vous réglez et conduisez les centres CNC qui fabriquent nos chariots et mâchoires. Deux ans d’expérience sur 5 axes sont requis.',
      ),
    ],
    [
      'embedded-software-engineer',
      t5(
        'Embedded software engineer',
        'Ingegnere software embedded',
        'Embedded-Softwareentwickler',
        'Ingeniero de software embebido',
        'Ingénieur logiciel embarqué',
      ),
      t5(
        'You write the firmware of our programming devices in C and Rust and work with the automotive team on new vehicle protocols.',
        'Scrivi il firmware dei nostri dispositivi di programmazione in C e Rust e lavori con il team automotive sui nuovi protocolli.',
        'Sie entwickeln die Firmware unserer Programmiergeräte in C und Rust und arbeiten mit dem Automotive-Team an neuen Fahrzeugprotokollen.',
        'Escribe el firmware de nuestros programadores en C y Rust y trabaja con el equipo de automoción en nuevos protocolos.',
        'Vous écrivez le firmware de nos programmateurs en C et Rust et travaillez avec l’équipe automobile sur de nouveaux protocoles.',
      ),
    ],
    [
      'area-sales-manager',
      t5('Area sales manager', 'Area manager vendite', 'Gebietsverkaufsleiter', 'Responsable comercial de zona', 'Responsable commercial de secteur'),
      t5(
        'You look after locksmiths and distributors in your region, run demonstrations and follow trade fairs.',
        'Segui fabbri e distributori della tua zona, fai dimostrazioni e partecipi alle fiere.',
        'Sie betreuen Schlosser und Händler in Ihrer Region, führen Vorführungen durch und begleiten Messen.',
        'Atiende a cerrajeros y distribuidores de su zona, hace demostraciones y acude a ferias.',
        'Vous suivez serruriers et distributeurs de votre secteur, animez des démonstrations et participez aux salons.',
      ),
    ],
  ];
  jobs.forEach(([slug, title, text], i) =>
    textPage({ fullSlug: `global/work-with-us/${slug}`, title, intro: title, text, position: i, blocks: [form(`job-${slug}-form`, 'job-application', title)] }),
  );

  // ---- branded shops ----
  folder('global/silca-shops', t5('Silca shops', 'Negozi Silca', 'Silca-Shops', 'Tiendas Silca', 'Boutiques Silca'), segmentSlugs('silcaShops'), 80);
  textPage({
    fullSlug: 'global/silca-shops',
    startpage: true,
    title: t5('Silca shops', 'Negozi Silca', 'Silca-Shops', 'Tiendas Silca', 'Boutiques Silca'),
    intro: t5(
      'Key-cutting shops that carry our brand and our full range.',
      'Centri chiavi che portano il nostro marchio e tutta la gamma.',
      'Schlüsseldienste mit unserer Marke und dem kompletten Sortiment.',
      'Centros de llaves con nuestra marca y toda la gama.',
      'Des cordonneries-clés à notre enseigne, avec toute la gamme.',
    ),
    text: t5(
      'Every Silca shop has trained staff, an electronic machine for car keys and a stock of original blanks.',
      'Ogni negozio Silca ha personale formato, una macchina elettronica per chiavi auto e una scorta di grezze originali.',
      'Jeder Silca-Shop hat geschultes Personal, eine elektronische Maschine für Autoschlüssel und einen Vorrat an Original-Rohlingen.',
      'Cada tienda Silca tiene personal formado, una máquina electrónica para llaves de coche y stock de brutos originales.',
      'Chaque boutique Silca dispose d’un personnel formé, d’une machine électronique pour clés auto et d’un stock de clés brutes d’origine.',
    ),
    blocks: [blok('pages_sorting', 'shops-list', { title: '', folder: 'global/silca-shops/', sort: 'name', pages: [] })],
  });
  const shops: Array<[string, string, string, string, string]> = [
    ['silca-shop-milano-centrale', 'Silca Shop Milano Centrale', 'Via Vittor Pisani 14', 'Milano', 'italy'],
    ['silca-shop-roma-termini', 'Silca Shop Roma Termini', 'Via Marsala 29', 'Roma', 'italy'],
    ['silca-shop-madrid-chamberi', 'Silca Shop Madrid Chamberí', 'Calle de Fuencarral 120', 'Madrid', 'spain'],
    ['silca-shop-barcelona-eixample', 'Silca Shop Barcelona Eixample', 'Carrer d’Aragó 250', 'Barcelona', 'spain'],
    ['silca-shop-lyon-part-dieu', 'Silca Shop Lyon Part-Dieu', '12 rue Servient', 'Lyon', 'france'],
    ['silca-shop-muenchen-schwabing', 'Silca Shop München Schwabing', 'Leopoldstraße 48', 'München', 'germany'],
  ];
  shops.forEach(([slug, name, address, city, country], i) =>
    story({
      fullSlug: `global/silca-shops/${slug}`,
      name,
      position: i,
      tags: ['shop', country],
      content: {
        component: 'shop',
        name,
        address,
        city,
        country,
        phone: '+39 0438 9136',
        email: 'shops@silca.it',
        ...field(
          'opening_hours',
          t5(
            'Monday to Saturday, 8:30–12:30 and 15:00–19:00',
            'Dal lunedì al sabato, 8:30–12:30 e 15:00–19:00',
            'Montag bis Samstag, 8:30–12:30 und 15:00–19:00',
            'De lunes a sábado, 8:30–12:30 y 15:00–19:00',
            'Du lundi au samedi, 8 h 30–12 h 30 et 15 h–19 h',
          ),
        ),
        image: image(`shop-${slug}.jpg`, name, 'photo', name, [1200, 800]),
        ...rt5(
          'description',
          t5(
            `${name} cuts residential and car keys while you wait and programs remotes and transponders.`,
            `${name} taglia chiavi di casa e auto al momento e programma radiocomandi e transponder.`,
            `${name} fräst Haus- und Autoschlüssel sofort und programmiert Funkschlüssel und Transponder.`,
            `${name} corta llaves de casa y de coche al momento y programa mandos y transpondedores.`,
            `${name} taille clés de maison et de voiture à la minute et programme télécommandes et transpondeurs.`,
          ),
        ),
      },
    }),
  );

  // ---- resources ----
  folder('global/resources', t5('Resources', 'Risorse', 'Ressourcen', 'Recursos', 'Ressources'), segmentSlugs('resources'), 85);
  textPage({
    fullSlug: 'global/resources',
    startpage: true,
    title: t5('Resources', 'Risorse', 'Ressourcen', 'Recursos', 'Ressources'),
    intro: t5(
      'Bulletins, catalogues and material for sales agents.',
      'Bollettini, cataloghi e materiale per agenti.',
      'Bulletins, Kataloge und Material für Handelsvertreter.',
      'Boletines, catálogos y material para agentes.',
      'Bulletins, catalogues et documentation pour agents.',
    ),
    text: t5(
      'Download the documents you need; partners find more in the extranet.',
      'Scarica i documenti che ti servono; i partner ne trovano altri nell’extranet.',
      'Laden Sie die benötigten Dokumente herunter; Partner finden mehr im Extranet.',
      'Descargue los documentos que necesite; los socios encuentran más en la extranet.',
      'Téléchargez les documents utiles ; les partenaires en trouvent davantage sur l’extranet.',
    ),
    blocks: [blok('pages_sorting', 'resources-list', { title: '', folder: 'global/resources/', sort: 'position', pages: [] })],
  });
  const resourceSections: Array<[string, 'bulletins' | 'catalogs' | 'salesAgent', Text5, Array<[string, string, string]>]> = [
    [
      'bulletins',
      'bulletins',
      t5('Bulletins', 'Bollettini', 'Bulletins', 'Boletines', 'Bulletins'),
      [
        ['bulletin-2025-06', 'Technical bulletin June 2025', 'Bulletins'],
        ['bulletin-2025-03', 'Technical bulletin March 2025', 'Bulletins'],
        ['bulletin-2024-12', 'Technical bulletin December 2024', 'Bulletins'],
      ],
    ],
    [
      'catalogs',
      'catalogs',
      t5('Catalogues', 'Cataloghi', 'Kataloge', 'Catálogos', 'Catalogues'),
      [
        ['key-blanks-catalogue-2025', 'Key blanks catalogue 2025', 'catalogue'],
        ['machines-catalogue-2025', 'Machines catalogue 2025', 'SiteCatalogs'],
        ['automotive-catalogue-2025', 'Automotive catalogue 2025', 'catalogue'],
      ],
    ],
    [
      'sales-agent',
      'salesAgent',
      t5('Sales-agent material', 'Materiale per agenti', 'Material für Handelsvertreter', 'Material para agentes', 'Documentation pour agents'),
      [
        ['price-list-guide', 'Price list guide', 'order-form'],
        ['product-presentation-2025', 'Product presentation 2025', 'product-presentation'],
        ['competitor-benchmark', 'Product benchmark', 'product-benchmark'],
      ],
    ],
  ];
  resourceSections.forEach(([slug, seg, title, items], si) => {
    folder(`global/resources/${slug}`, title, segmentSlugs(seg), si);
    listingPage(`global/resources/${slug}`, title, title, {
      component: 'pages_sorting',
      startsWith: `global/resources/${slug}/`,
      contentType: 'product_resource',
    });
    items.forEach(([rslug, rtitle, mediaFolder], i) =>
      story({
        fullSlug: `global/resources/${slug}/${rslug}`,
        name: rtitle,
        position: i,
        tags: ['resource', slug],
        date: `2025-0${6 - i}-01 09:00`,
        content: {
          component: 'product_resource',
          title: rtitle,
          category: slug,
          media_folder: mediaFolder,
          date: `2025-0${6 - i}-01 09:00`,
          image: image(`resource-${rslug}.jpg`, rtitle, 'document', rtitle, [600, 850]),
          files: [pdf(`${rslug}.pdf`, rtitle, [rtitle, 'Silca S.p.A.'])],
          body: [],
          ...rt5(
            'description',
            t5(
              `${rtitle}, PDF for download.`,
              `${rtitle}, PDF da scaricare.`,
              `${rtitle}, PDF zum Herunterladen.`,
              `${rtitle}, PDF para descargar.`,
              `${rtitle}, PDF à télécharger.`,
            ),
          ),
        },
      }),
    );
  });

  // ---- downloads: documents in the media folders of docs/requirements/content.md#media-folders (Storyblok asset folders, see
  // content/asset-folders.json and content/assets.json), listed on the download area page.
  const downloads: Array<[string, string, string]> = [
    ['futura-pro-operating-manual', 'Futura Pro operating manual', 'operating-manuals'],
    ['futura-pro-quick-guide', 'Futura Pro quick guide', 'quick-guide'],
    ['idea-instruction-sheet', 'Idea instruction sheet', 'instruction-sheet'],
    ['air4gen-software-update', 'Air4Gen software update notes', 'software-download'],
    ['smart-pro-mini-application-list', 'Smart Pro Mini application list', 'application-list'],
    ['remote-car-keys-list', 'Remote car keys list', 'remote-car-keys'],
    ['proximity-car-keys-list', 'Proximity car keys list', 'proximity-car-keys'],
    ['iso-9001-certificate', 'ISO 9001 certificate', 'Certifications'],
    ['machines-declaration-of-conformity', 'Declaration of conformity, machines', 'declaration-of-conformity'],
    ['spare-parts-futura', 'Futura spare parts', 'product-spare-parts'],
    ['order-form-blanks', 'Key blanks order form', 'order-form'],
    ['brochure-company', 'Company brochure', 'brochure'],
    ['faq-electronic-machines', 'Electronic machines FAQ', 'faq'],
    ['assembly-instructions-workbench', 'Workbench assembly instructions', 'assembly-instructions'],
    ['smart-pro-mini-video-tutorial', 'Smart Pro Mini video tutorial (transcript)', 'video'],
    ['software-news-2025', 'Software news 2025', 'software-news'],
  ];
  const groups: Array<[Text5, string[]]> = [
    [
      t5('Manuals and guides', 'Manuali e guide', 'Handbücher und Anleitungen', 'Manuales y guías', 'Manuels et guides'),
      ['operating-manuals', 'quick-guide', 'instruction-sheet', 'assembly-instructions', 'faq', 'video'],
    ],
    [
      t5(
        'Software and application lists',
        'Software e liste applicazioni',
        'Software und Anwendungslisten',
        'Software y listas de aplicaciones',
        'Logiciels et listes d’applications',
      ),
      ['software-download', 'software-news', 'application-list', 'remote-car-keys', 'proximity-car-keys'],
    ],
    [
      t5('Certificates and forms', 'Certificati e moduli', 'Zertifikate und Formulare', 'Certificados y formularios', 'Certificats et formulaires'),
      ['Certifications', 'declaration-of-conformity', 'order-form', 'brochure', 'product-spare-parts'],
    ],
  ];
  const downloadList = (title: Text5, folders: string[], gi: number) =>
    blok('downloadable_list', `downloads-${gi}`, {
      ...field('title', title),
      items: downloads
        .filter(([, , mediaFolder]) => folders.includes(mediaFolder))
        .map(([slug, dtitle, mediaFolder]) =>
          blok('downloadable_item', `download-${slug}`, {
            title: dtitle,
            media_folder: mediaFolder,
            preview: image(`preview-${slug}.jpg`, dtitle, 'document', dtitle, [400, 566]),
            file_high: pdf(`${slug}.pdf`, dtitle, [dtitle, `Media folder: ${mediaFolder}`, 'High resolution'], mediaFolder),
            file_low: pdf(`${slug}-low.pdf`, `${dtitle} (low resolution)`, [dtitle, `Media folder: ${mediaFolder}`, 'Low resolution'], mediaFolder),
          }),
        ),
    });
  story({
    fullSlug: 'global/download-area',
    name: t5('Downloads', 'Download', 'Downloads', 'Descargas', 'Téléchargements'),
    slugs: { it: 'area-download', de: 'download-bereich', es: 'area-descargas', fr: 'espace-telechargements' },
    content: {
      component: 'downloads_skeleton',
      ...field('title', t5('Downloads', 'Download', 'Downloads', 'Descargas', 'Téléchargements')),
      ...field(
        'intro',
        t5(
          'Manuals, software notes, certificates and forms: choose the files and the resolution you need.',
          'Manuali, note software, certificati e moduli: scegli i file e la risoluzione che ti servono.',
          'Handbücher, Software-Hinweise, Zertifikate und Formulare: Wählen Sie Dateien und Auflösung.',
          'Manuales, notas de software, certificados y formularios: elija los archivos y la resolución.',
          'Manuels, notes logicielles, certificats et formulaires : choisissez les fichiers et la résolution.',
        ),
      ),
      body: groups.map(([title, folders], gi) => downloadList(title, folders, gi)),
    },
  });

  // ---- solutions ----
  const solutions: Array<['newSolutions' | 'industrialSolutions', string, Text5, Text5, Array<[string, Text5, Text5]>]> = [
    [
      'newSolutions',
      'new-solutions',
      t5('New solutions', 'Nuove soluzioni', 'Neue Lösungen', 'Nuevas soluciones', 'Nouvelles solutions'),
      t5(
        'Digital keys, connected machines and services for the workshop.',
        'Chiavi digitali, macchine connesse e servizi per l’officina.',
        'Digitale Schlüssel, vernetzte Maschinen und Dienste für die Werkstatt.',
        'Llaves digitales, máquinas conectadas y servicios para el taller.',
        'Clés numériques, machines connectées et services pour l’atelier.',
      ),
      [
        [
          'key-cloud',
          t5('Key Cloud', 'Key Cloud', 'Key Cloud', 'Key Cloud', 'Key Cloud'),
          t5(
            'Save your customers’ key codes in the cloud and cut a copy on any of your machines.',
            'Salva i codici chiave dei tuoi clienti nel cloud e taglia una copia su qualsiasi tua macchina.',
            'Speichern Sie die Schlüsselcodes Ihrer Kunden in der Cloud und fräsen Sie eine Kopie auf jeder Ihrer Maschinen.',
            'Guarde los códigos de llave de sus clientes en la nube y corte una copia en cualquiera de sus máquinas.',
            'Enregistrez les codes de clés de vos clients dans le cloud et taillez une copie sur n’importe laquelle de vos machines.',
          ),
        ],
        [
          'self-service-kiosk',
          t5(
            'Self-service key kiosk',
            'Chiosco chiavi self-service',
            'Selbstbedienungs-Schlüsselkiosk',
            'Quiosco de llaves de autoservicio',
            'Borne de clés en libre-service',
          ),
          t5(
            'A kiosk that copies common house keys in shopping centres, supervised remotely by the shop.',
            'Un chiosco che copia le chiavi di casa più comuni nei centri commerciali, supervisionato a distanza dal negozio.',
            'Ein Kiosk, der gängige Hausschlüssel in Einkaufszentren kopiert, vom Geschäft aus der Ferne betreut.',
            'Un quiosco que copia las llaves de casa más comunes en centros comerciales, supervisado a distancia por la tienda.',
            'Une borne qui copie les clés de maison courantes dans les centres commerciaux, supervisée à distance par le magasin.',
          ),
        ],
        [
          'fleet-key-management',
          t5('Fleet key management', 'Gestione chiavi flotte', 'Schlüsselverwaltung für Flotten', 'Gestión de llaves de flotas', 'Gestion des clés de flotte'),
          t5(
            'Spare keys for rental and company fleets, programmed and delivered within 48 hours.',
            'Chiavi di scorta per flotte a noleggio e aziendali, programmate e consegnate in 48 ore.',
            'Ersatzschlüssel für Miet- und Firmenflotten, programmiert und in 48 Stunden geliefert.',
            'Llaves de repuesto para flotas de alquiler y de empresa, programadas y entregadas en 48 horas.',
            'Des doubles pour flottes de location et d’entreprise, programmés et livrés sous 48 heures.',
          ),
        ],
      ],
    ],
    [
      'industrialSolutions',
      'industrial-solutions',
      t5('Industrial solutions', 'Soluzioni industriali', 'Industrielle Lösungen', 'Soluciones industriales', 'Solutions industrielles'),
      t5(
        'Keys and key systems for manufacturers of locks, furniture and machines.',
        'Chiavi e sistemi di chiavi per produttori di serrature, mobili e macchine.',
        'Schlüssel und Schließsysteme für Hersteller von Schlössern, Möbeln und Maschinen.',
        'Llaves y sistemas de llaves para fabricantes de cerraduras, muebles y máquinas.',
        'Clés et systèmes de clés pour fabricants de serrures, de meubles et de machines.',
      ),
      [
        [
          'oem-key-production',
          t5('OEM key production', 'Produzione chiavi OEM', 'OEM-Schlüsselfertigung', 'Producción de llaves OEM', 'Production de clés OEM'),
          t5(
            'We produce original keys for lock manufacturers, cut to code and delivered in the packaging you choose.',
            'Produciamo chiavi originali per produttori di serrature, tagliate a codice e consegnate nella confezione che scegli.',
            'Wir fertigen Originalschlüssel für Schlosshersteller, nach Code gefräst und in der gewünschten Verpackung geliefert.',
            'Fabricamos llaves originales para fabricantes de cerraduras, cortadas por código y entregadas en el embalaje que elija.',
            'Nous produisons des clés d’origine pour les fabricants de serrures, taillées sur code et livrées dans l’emballage de votre choix.',
          ),
        ],
        [
          'master-key-planning',
          t5('Master-key planning', 'Progettazione chiavi maestre', 'Schließanlagenplanung', 'Planificación de llaves maestras', 'Étude d’organigrammes'),
          t5(
            'Our engineers plan master-key hierarchies for hotels, hospitals and campuses and deliver the cut keys.',
            'I nostri ingegneri progettano gerarchie di chiavi maestre per hotel, ospedali e campus e consegnano le chiavi tagliate.',
            'Unsere Ingenieure planen Schließanlagen für Hotels, Kliniken und Campus und liefern die gefrästen Schlüssel.',
            'Nuestros ingenieros planifican jerarquías de llaves maestras para hoteles, hospitales y campus y entregan las llaves cortadas.',
            'Nos ingénieurs conçoivent des organigrammes pour hôtels, hôpitaux et campus et livrent les clés taillées.',
          ),
        ],
        [
          'custom-key-heads',
          t5(
            'Custom key heads',
            'Teste chiave personalizzate',
            'Individuelle Schlüsselköpfe',
            'Cabezas de llave personalizadas',
            'Têtes de clé personnalisées',
          ),
          t5(
            'Coloured, printed or moulded heads with your logo, from 5,000 keys.',
            'Teste colorate, stampate o sovrastampate con il tuo logo, da 5.000 chiavi.',
            'Farbige, bedruckte oder umspritzte Köpfe mit Ihrem Logo, ab 5.000 Schlüsseln.',
            'Cabezas de color, impresas o sobremoldeadas con su logotipo, desde 5.000 llaves.',
            'Têtes colorées, imprimées ou surmoulées à votre logo, dès 5 000 clés.',
          ),
        ],
      ],
    ],
  ];
  solutions.forEach(([seg, slug, title, intro, items], si) => {
    folder(`global/${slug}`, title, segmentSlugs(seg), 100 + si);
    textPage({
      fullSlug: `global/${slug}`,
      startpage: true,
      title,
      intro,
      text: intro,
      blocks: [blok('pages_sorting', `${slug}-list`, { title: '', folder: `global/${slug}/`, sort: 'name', pages: [] })],
    });
    items.forEach(([islug, ititle, itext], i) =>
      textPage({
        fullSlug: `global/${slug}/${islug}`,
        title: ititle,
        intro: itext,
        text: itext,
        position: i,
        blocks: [
          blok('commercial_card', `${islug}-card`, {
            ...field('title', t5('Talk to an expert', 'Parla con un esperto', 'Sprechen Sie mit einem Experten', 'Hable con un experto', 'Parlez à un expert')),
            ...field(
              'text',
              t5(
                'Our specialists answer within one working day.',
                'I nostri specialisti rispondono entro un giorno lavorativo.',
                'Unsere Fachleute antworten innerhalb eines Arbeitstages.',
                'Nuestros especialistas responden en un día laborable.',
                'Nos spécialistes répondent sous un jour ouvré.',
              ),
            ),
            contacts: [
              blok('commercial_contact', `${islug}-contact`, {
                name: si === 0 ? 'Elena Baldan' : 'Paolo Zanette',
                ...field(
                  'role',
                  si === 0
                    ? t5(
                        'Product manager, digital services',
                        'Product manager, servizi digitali',
                        'Produktmanagerin, digitale Dienste',
                        'Product manager, servicios digitales',
                        'Cheffe de produit, services numériques',
                      )
                    : t5(
                        'Head of industrial sales',
                        'Responsabile vendite industriali',
                        'Leiter Industrievertrieb',
                        'Director de ventas industriales',
                        'Responsable des ventes industrielles',
                      ),
                ),
                area: 'Europe',
                email: si === 0 ? 'digital@silca.it' : 'industrial@silca.it',
                phone: '+39 0438 9136',
                image: image(`contact-${si}.jpg`, si === 0 ? 'Elena Baldan' : 'Paolo Zanette', 'person', 'Portrait', [400, 400]),
              }),
            ],
            ...field('cta_label', t5('Write to us', 'Scrivici', 'Schreiben Sie uns', 'Escríbanos', 'Écrivez-nous')),
            cta_link: storyLink(contacts),
            cta_type: 'secondary',
          }),
        ],
      }),
    );
  });

  // ---- custom landings (docs/requirements/urls.md#custom-landing: only thank-you-eng and landing-smart-pro-mini) ----
  const spm = cat.bySlug.get('smart-pro-mini')!;
  story({
    fullSlug: 'global/custom-landing/landing-smart-pro-mini',
    name: 'Smart Pro Mini',
    content: {
      component: 'landing_page',
      ...field('title', 'Smart Pro Mini'),
      layout: 'custom-landing',
      body: [
        blok('editorial_hero', 'spm-hero', {
          ...field(
            'title',
            t5(
              'Smart Pro Mini: programming in one hand',
              'Smart Pro Mini: la programmazione in una mano',
              'Smart Pro Mini: Programmieren mit einer Hand',
              'Smart Pro Mini: la programación en una mano',
              'Smart Pro Mini : la programmation dans une main',
            ),
          ),
          image: image('landing-smart-pro-mini.jpg', 'Smart Pro Mini', 'machine', 'Smart Pro Mini', [1920, 1080]),
          ...field('cta_label', t5('Book a demo', 'Prenota una demo', 'Vorführung buchen', 'Reserve una demo', 'Réserver une démo')),
          cta_link: storyLink(formPages[0]!),
          cta_type: 'primary',
          fixed_ratio: true,
        }),
        blok('products_carousel', 'spm-related', {
          ...field('title', t5('Works with', 'Funziona con', 'Funktioniert mit', 'Funciona con', 'Fonctionne avec')),
          products: [spm.uuid, cat.bySlug.get('remote-vw-3b')!.uuid, cat.bySlug.get('remote-ford-prox')!.uuid, cat.bySlug.get('transponder-id8a')!.uuid],
        }),
      ],
    },
  });

  // ---- legal and utility pages (route `/{slug}` and `/search`) ----
  const legal: Array<[string, Partial<Record<AnyLang, string>>, Text5, Text5]> = [
    [
      'privacy-policy',
      { it: 'informativa-privacy', de: 'datenschutz', es: 'politica-privacidad', fr: 'politique-confidentialite' },
      t5('Privacy policy', 'Informativa privacy', 'Datenschutzerklärung', 'Política de privacidad', 'Politique de confidentialité'),
      t5(
        'We process the personal data you send us only to answer your requests and to manage orders, under the EU General Data Protection Regulation.',
        'Trattiamo i dati personali che ci invii solo per rispondere alle tue richieste e gestire gli ordini, secondo il Regolamento generale sulla protezione dei dati.',
        'Wir verarbeiten Ihre personenbezogenen Daten nur zur Beantwortung Ihrer Anfragen und zur Auftragsabwicklung gemäß der Datenschutz-Grundverordnung.',
        'Tratamos los datos personales que nos envía solo para responder a sus solicitudes y gestionar pedidos, conforme al Reglamento General de Protección de Datos.',
        'Nous traitons vos données personnelles uniquement pour répondre à vos demandes et gérer les commandes, conformément au RGPD.',
      ),
    ],
    [
      'cookie-policy',
      { it: 'cookie-policy', de: 'cookie-richtlinie', es: 'politica-cookies', fr: 'politique-cookies' },
      t5('Cookie policy', 'Cookie policy', 'Cookie-Richtlinie', 'Política de cookies', 'Politique relative aux cookies'),
      t5(
        'This site uses technical cookies to work and, with your consent, analytics cookies to improve it. You can change your choice at any time.',
        'Questo sito usa cookie tecnici per funzionare e, con il tuo consenso, cookie analitici per migliorarlo. Puoi cambiare scelta in qualsiasi momento.',
        'Diese Website verwendet technisch notwendige Cookies und, mit Ihrer Einwilligung, Analyse-Cookies. Sie können Ihre Wahl jederzeit ändern.',
        'Este sitio usa cookies técnicas para funcionar y, con su consentimiento, cookies analíticas para mejorarlo. Puede cambiar su elección en cualquier momento.',
        'Ce site utilise des cookies techniques et, avec votre accord, des cookies de mesure d’audience. Vous pouvez modifier votre choix à tout moment.',
      ),
    ],
    [
      'terms-of-sale',
      { it: 'condizioni-di-vendita', de: 'verkaufsbedingungen', es: 'condiciones-de-venta', fr: 'conditions-de-vente' },
      t5('Terms of sale', 'Condizioni di vendita', 'Verkaufsbedingungen', 'Condiciones de venta', 'Conditions de vente'),
      t5(
        'Prices are ex works Vittorio Veneto unless agreed otherwise. Payment terms are stated on each order confirmation.',
        'I prezzi sono franco stabilimento Vittorio Veneto salvo diverso accordo. I termini di pagamento sono indicati in ogni conferma d’ordine.',
        'Die Preise gelten ab Werk Vittorio Veneto, sofern nicht anders vereinbart. Die Zahlungsbedingungen stehen in jeder Auftragsbestätigung.',
        'Los precios son en fábrica Vittorio Veneto salvo acuerdo distinto. Las condiciones de pago figuran en cada confirmación de pedido.',
        'Les prix s’entendent départ usine Vittorio Veneto sauf accord contraire. Les conditions de paiement figurent sur chaque confirmation de commande.',
      ),
    ],
  ];
  legal.forEach(([slug, slugs, title, text], i) => {
    if (slug !== 'cookie-policy') {
      textPage({ fullSlug: `global/${slug}`, slugs, title, intro: title, text, position: 200 + i });
      return;
    }
    // The cookie policy is the cookie-consent template of docs/requirements/pages.md#page-templates: the page shows
    // the policy, and the site's consent banner shows its title and intro.
    story({
      fullSlug: `global/${slug}`,
      slugs,
      name: title,
      position: 200 + i,
      content: {
        component: 'cookie_consent',
        ...field('title', title),
        ...field('seo_description', text),
        ...field('intro', CONSENT_INTRO),
        body: [blok('rich_text', `global/${slug}-text`, rt5('text', text))],
      },
    });
  });
  story({
    fullSlug: 'global/search',
    slugs: segmentSlugs('search'),
    name: t5('Search', 'Cerca', 'Suche', 'Buscar', 'Rechercher'),
    position: 300,
    content: { component: 'page', ...field('title', t5('Search', 'Cerca', 'Suche', 'Buscar', 'Rechercher')), body: [] },
  });

  return { contacts };
}
