import type { Locale } from '@silca/i18n';
import type { RecordType } from '../records';

/** Wording of the search page beyond libs/i18n's `search` and `empty.noResults` strings. */
export interface SearchStrings {
  types: Record<RecordType, string>;
  typeFacet: string;
  categoryFacet: string;
  reset: string;
  page: string;
  related: string;
  partnerTitle: string;
  tooMany: string;
  unavailable: string;
}

type TypeNames = Record<RecordType, string>;
const t = (product: string, category: string, solution: string, news: string, press: string, event: string, download: string, catalogue: string, gallery: string, athlete: string, shop: string, page: string): TypeNames => ({
  product,
  category,
  solution,
  news,
  'press-release': press,
  event,
  download,
  catalogue,
  gallery,
  athlete,
  shop,
  page,
});

/** Strings per locale (docs/requirements/product.md#markets-and-locales: nine locales). */
export const SEARCH_STRINGS: Record<Locale, SearchStrings> = {
  en: {
    types: t('Product', 'Category', 'Solution', 'News', 'Press release', 'Event', 'Download', 'Catalogue', 'Photo gallery', 'Athlete', 'Shop', 'Page'),
    typeFacet: 'Type',
    categoryFacet: 'Category',
    reset: 'Reset filters',
    page: 'Page {{page}} of {{pages}}',
    related: 'Related products',
    partnerTitle: 'Partner search',
    tooMany: 'Too many searches in a short time. Please wait a moment and try again.',
    unavailable: 'Search is not available right now. Please try again shortly.',
  },
  it: {
    types: t('Prodotto', 'Categoria', 'Soluzione', 'Notizia', 'Comunicato stampa', 'Evento', 'Download', 'Catalogo', 'Galleria foto', 'Atleta', 'Negozio', 'Pagina'),
    typeFacet: 'Tipo',
    categoryFacet: 'Categoria',
    reset: 'Azzera i filtri',
    page: 'Pagina {{page}} di {{pages}}',
    related: 'Prodotti correlati',
    partnerTitle: 'Ricerca partner',
    tooMany: 'Troppe ricerche in poco tempo. Attendi un momento e riprova.',
    unavailable: 'La ricerca non è disponibile in questo momento. Riprova tra poco.',
  },
  de: {
    types: t('Produkt', 'Kategorie', 'Lösung', 'News', 'Pressemitteilung', 'Veranstaltung', 'Download', 'Katalog', 'Fotogalerie', 'Athlet', 'Shop', 'Seite'),
    typeFacet: 'Art',
    categoryFacet: 'Kategorie',
    reset: 'Filter zurücksetzen',
    page: 'Seite {{page}} von {{pages}}',
    related: 'Ähnliche Produkte',
    partnerTitle: 'Partnersuche',
    tooMany: 'Zu viele Suchanfragen in kurzer Zeit. Bitte warten Sie einen Moment.',
    unavailable: 'Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  },
  es: {
    types: t('Producto', 'Categoría', 'Solución', 'Noticia', 'Nota de prensa', 'Evento', 'Descarga', 'Catálogo', 'Galería de fotos', 'Atleta', 'Tienda', 'Página'),
    typeFacet: 'Tipo',
    categoryFacet: 'Categoría',
    reset: 'Restablecer filtros',
    page: 'Página {{page}} de {{pages}}',
    related: 'Productos relacionados',
    partnerTitle: 'Búsqueda de socios',
    tooMany: 'Demasiadas búsquedas en poco tiempo. Espere un momento y vuelva a intentarlo.',
    unavailable: 'La búsqueda no está disponible ahora. Vuelva a intentarlo en breve.',
  },
  pt: {
    types: t('Produto', 'Categoria', 'Solução', 'Notícia', 'Comunicado de imprensa', 'Evento', 'Download', 'Catálogo', 'Galeria de fotos', 'Atleta', 'Loja', 'Página'),
    typeFacet: 'Tipo',
    categoryFacet: 'Categoria',
    reset: 'Repor filtros',
    page: 'Página {{page}} de {{pages}}',
    related: 'Produtos relacionados',
    partnerTitle: 'Pesquisa de parceiros',
    tooMany: 'Demasiadas pesquisas em pouco tempo. Aguarde um momento e tente novamente.',
    unavailable: 'A pesquisa não está disponível agora. Tente novamente em breve.',
  },
  fr: {
    types: t('Produit', 'Catégorie', 'Solution', 'Actualité', 'Communiqué de presse', 'Événement', 'Téléchargement', 'Catalogue', 'Galerie photo', 'Athlète', 'Boutique', 'Page'),
    typeFacet: 'Type',
    categoryFacet: 'Catégorie',
    reset: 'Réinitialiser les filtres',
    page: 'Page {{page}} sur {{pages}}',
    related: 'Produits associés',
    partnerTitle: 'Recherche partenaires',
    tooMany: 'Trop de recherches en peu de temps. Veuillez patienter un instant.',
    unavailable: 'La recherche est indisponible pour le moment. Réessayez bientôt.',
  },
  ro: {
    types: t('Produs', 'Categorie', 'Soluție', 'Știre', 'Comunicat de presă', 'Eveniment', 'Descărcare', 'Catalog', 'Galerie foto', 'Sportiv', 'Magazin', 'Pagină'),
    typeFacet: 'Tip',
    categoryFacet: 'Categorie',
    reset: 'Resetați filtrele',
    page: 'Pagina {{page}} din {{pages}}',
    related: 'Produse similare',
    partnerTitle: 'Căutare parteneri',
    tooMany: 'Prea multe căutări într-un timp scurt. Așteptați un moment.',
    unavailable: 'Căutarea nu este disponibilă acum. Încercați din nou în curând.',
  },
  nl: {
    types: t('Product', 'Categorie', 'Oplossing', 'Nieuws', 'Persbericht', 'Evenement', 'Download', 'Catalogus', 'Fotogalerij', 'Atleet', 'Winkel', 'Pagina'),
    typeFacet: 'Soort',
    categoryFacet: 'Categorie',
    reset: 'Filters wissen',
    page: 'Pagina {{page}} van {{pages}}',
    related: 'Gerelateerde producten',
    partnerTitle: 'Partnerzoekfunctie',
    tooMany: 'Te veel zoekopdrachten in korte tijd. Wacht even en probeer het opnieuw.',
    unavailable: 'Zoeken is nu niet beschikbaar. Probeer het straks opnieuw.',
  },
  ru: {
    types: t('Продукт', 'Категория', 'Решение', 'Новость', 'Пресс-релиз', 'Событие', 'Загрузка', 'Каталог', 'Фотогалерея', 'Спортсмен', 'Магазин', 'Страница'),
    typeFacet: 'Тип',
    categoryFacet: 'Категория',
    reset: 'Сбросить фильтры',
    page: 'Страница {{page}} из {{pages}}',
    related: 'Похожие продукты',
    partnerTitle: 'Поиск для партнёров',
    tooMany: 'Слишком много запросов за короткое время. Подождите немного.',
    unavailable: 'Поиск сейчас недоступен. Попробуйте позже.',
  },
};
