/** Extranet chrome strings in the nine locales; login error messages come from libs/auth (docs/requirements/extranet.md#login-errors). */
export interface ExtranetStrings {
  login: string;
  loginIntro: string;
  logout: string;
  /** Ends the partner's sessions on every device (docs/requirements/extranet.md#sso-sign-in-time). */
  logoutEverywhere: string;
  loggedInAs: string;
  menu: string;
  home: string;
  products: string;
  photogallery: string;
  newsBulletins: string;
  catalogues: string;
  buItalia: string;
  search: string;
}

const EN: ExtranetStrings = {
  login: 'Log in',
  loginIntro: 'Partners log in to see the extranet.',
  logout: 'Log out',
  logoutEverywhere: 'Log out everywhere',
  loggedInAs: 'Logged in as',
  menu: 'Partner area',
  home: 'Partner home',
  products: 'Products',
  photogallery: 'Photo gallery',
  newsBulletins: 'News bulletins',
  catalogues: 'Catalogues',
  buItalia: 'BU Italia documentation',
  search: 'Search',
};

const STRINGS: Record<string, ExtranetStrings> = {
  en: EN,
  it: {
    login: 'Accedi',
    loginIntro: "I partner accedono per vedere l'extranet.",
    logout: 'Esci',
    logoutEverywhere: 'Esci da tutti i dispositivi',
    loggedInAs: 'Accesso eseguito come',
    menu: 'Area partner',
    home: 'Home partner',
    products: 'Prodotti',
    photogallery: 'Galleria fotografica',
    newsBulletins: 'Bollettini',
    catalogues: 'Cataloghi',
    buItalia: 'Documentazione per BU Italia',
    search: 'Cerca',
  },
  de: {
    login: 'Anmelden',
    loginIntro: 'Partner melden sich an, um das Extranet zu sehen.',
    logout: 'Abmelden',
    logoutEverywhere: 'Überall abmelden',
    loggedInAs: 'Angemeldet als',
    menu: 'Partnerbereich',
    home: 'Partner-Startseite',
    products: 'Produkte',
    photogallery: 'Fotogalerie',
    newsBulletins: 'Bulletins',
    catalogues: 'Kataloge',
    buItalia: 'Dokumentation für BU Italia',
    search: 'Suchen',
  },
  es: {
    login: 'Acceder',
    loginIntro: 'Los socios acceden para ver la extranet.',
    logout: 'Salir',
    logoutEverywhere: 'Salir en todos los dispositivos',
    loggedInAs: 'Sesión iniciada como',
    menu: 'Área de socios',
    home: 'Inicio socios',
    products: 'Productos',
    photogallery: 'Galería de fotos',
    newsBulletins: 'Boletines',
    catalogues: 'Catálogos',
    buItalia: 'Documentación para BU Italia',
    search: 'Buscar',
  },
  pt: {
    login: 'Entrar',
    loginIntro: 'Os parceiros entram para ver a extranet.',
    logout: 'Sair',
    logoutEverywhere: 'Sair em todos os dispositivos',
    loggedInAs: 'Sessão iniciada como',
    menu: 'Área de parceiros',
    home: 'Início parceiros',
    products: 'Produtos',
    photogallery: 'Galeria de fotos',
    newsBulletins: 'Boletins',
    catalogues: 'Catálogos',
    buItalia: 'Documentação para BU Italia',
    search: 'Procurar',
  },
  fr: {
    login: 'Se connecter',
    loginIntro: "Les partenaires se connectent pour voir l'extranet.",
    logout: 'Se déconnecter',
    logoutEverywhere: 'Se déconnecter partout',
    loggedInAs: 'Connecté en tant que',
    menu: 'Espace partenaires',
    home: 'Accueil partenaires',
    products: 'Produits',
    photogallery: 'Galerie photos',
    newsBulletins: 'Bulletins',
    catalogues: 'Catalogues',
    buItalia: 'Documentation pour BU Italia',
    search: 'Rechercher',
  },
  ro: {
    login: 'Autentificare',
    loginIntro: 'Partenerii se autentifică pentru a vedea extranetul.',
    logout: 'Deconectare',
    logoutEverywhere: 'Deconectare de pe toate dispozitivele',
    loggedInAs: 'Autentificat ca',
    menu: 'Zona partenerilor',
    home: 'Pagina partenerilor',
    products: 'Produse',
    photogallery: 'Galerie foto',
    newsBulletins: 'Buletine',
    catalogues: 'Cataloage',
    buItalia: 'Documentație pentru BU Italia',
    search: 'Căutare',
  },
  nl: {
    login: 'Aanmelden',
    loginIntro: 'Partners melden zich aan om het extranet te zien.',
    logout: 'Afmelden',
    logoutEverywhere: 'Overal afmelden',
    loggedInAs: 'Aangemeld als',
    menu: 'Partnerzone',
    home: 'Partnerstart',
    products: 'Producten',
    photogallery: 'Fotogalerij',
    newsBulletins: 'Bulletins',
    catalogues: 'Catalogi',
    buItalia: 'Documentatie voor BU Italia',
    search: 'Zoeken',
  },
  ru: {
    login: 'Войти',
    loginIntro: 'Партнёры входят, чтобы открыть экстранет.',
    logout: 'Выйти',
    logoutEverywhere: 'Выйти на всех устройствах',
    loggedInAs: 'Вы вошли как',
    menu: 'Раздел для партнёров',
    home: 'Главная для партнёров',
    products: 'Продукция',
    photogallery: 'Фотогалерея',
    newsBulletins: 'Бюллетени',
    catalogues: 'Каталоги',
    buItalia: 'Документация для BU Italia',
    search: 'Поиск',
  },
};

/** The extranet strings of a locale, English when unknown. */
export function extranetStrings(locale: string): ExtranetStrings {
  return STRINGS[locale] ?? EN;
}
