import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A small embedded space for tests, written to a temp folder: a products folder translated to
 * it/de, 60 products (more than the 50 relations/links the API inlines), a home whose carousel
 * relates to all of them, a draft, an unpublished story, an extranet story, a datasource and
 * one real image.
 */
export const FIXTURE = {
  productCount: 60,
  imageUrl: 'https://a.storyblok.com/f/1/400x300/abcdef0123/key.png',
};

let n = 0;
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

function write(dir: string, rel: string, body: unknown): void {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(body));
}

function rec(over: Record<string, unknown>): { story: Record<string, unknown> } {
  n++;
  return {
    story: {
      id: 1000 + n,
      uuid: uuid(1000 + n),
      created_at: '2025-01-01T00:00:00.000Z',
      published_at: '2025-01-02T00:00:00.000Z',
      first_published_at: '2025-01-02T00:00:00.000Z',
      translated_slugs: [],
      ...over,
    },
  };
}

/** Writes the fixture space and returns its folder. */
export async function createFixtureSpace(opts: { broken?: boolean } = {}): Promise<string> {
  n = 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'silca-content-'));
  write(dir, 'space.json', { space: { id: 1, name: 'Fixture', domain: 'https://example.test/', version: 1700000000, language_codes: ['it', 'de'] } });
  write(dir, 'stories/global/_folder.json', rec({ name: 'Global', slug: 'global', full_slug: 'global', is_folder: true }));
  write(
    dir,
    'stories/global/products/_folder.json',
    rec({ name: 'Products', slug: 'products', full_slug: 'global/products', is_folder: true, translated_slugs: [{ lang: 'it', slug: 'prodotti', name: 'Prodotti' }, { lang: 'de', slug: 'produkte', name: 'Produkte' }] }),
  );
  write(
    dir,
    'stories/global/products/index.json',
    rec({ name: 'Products', slug: 'index', full_slug: 'global/products/', is_startpage: true, content: { _uid: 'l', component: 'product_listing', title: 'Products', title__i18n__it: 'Prodotti' } }),
  );
  const productUuids: string[] = [];
  for (let i = 1; i <= FIXTURE.productCount; i++) {
    const slug = `product-${String(i).padStart(2, '0')}`;
    const r = rec({
      name: `Product ${i}`,
      slug,
      full_slug: `global/products/${slug}`,
      position: i,
      tag_list: i % 2 ? ['odd'] : ['even'],
      translated_slugs: i === 1 ? [{ lang: 'it', slug: 'prodotto-01', name: 'Prodotto 1' }] : [],
      content: {
        _uid: `p${i}`,
        component: 'product_detail',
        name: `Product ${i}`,
        name__i18n__it: i <= 10 ? `Prodotto ${i}` : '',
        category_name: i % 3 === 0 ? 'Transponders' : 'Machines',
        weight: String(i * 10),
        update_date: `2025-01-${String((i % 28) + 1).padStart(2, '0')} 10:00`,
        image: { id: 1, filename: FIXTURE.imageUrl, fieldtype: 'asset', alt: 'A key' },
        link: { id: uuid(1003), url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'global/products/' },
      },
    });
    productUuids.push(r.story.uuid as string);
    write(dir, `stories/global/products/${slug}.json`, r);
  }
  const home = rec({
    name: 'Home',
    slug: 'home',
    full_slug: 'global/home',
    content: {
      _uid: 'h',
      component: 'page',
      title: 'Home',
      title__i18n__it: 'Pagina iniziale',
      body: [
        { _uid: 'c1', component: 'products_carousel', title: 'Featured', products: productUuids.slice(0, 3) },
        { _uid: 'c2', component: 'products_carousel', title: 'All', products: productUuids },
      ],
    },
  });
  write(dir, 'stories/global/home.json', home);
  write(dir, 'drafts/global/home.json', { story: { ...home.story, content: { ...(home.story.content as object), title: 'Home (draft)' } } });
  write(dir, 'stories/global/secret-launch.json', rec({ name: 'Secret launch', slug: 'secret-launch', full_slug: 'global/secret-launch', published: false, published_at: null, content: { _uid: 's', component: 'page', title: 'Soon' } }));
  write(dir, 'stories/global/extranet/_folder.json', rec({ name: 'Extranet', slug: 'extranet', full_slug: 'global/extranet', is_folder: true }));
  write(dir, 'stories/global/extranet/price-list.json', rec({ name: 'Price list', slug: 'price-list', full_slug: 'global/extranet/price-list', content: { _uid: 'x', component: 'page', title: 'Prices', file: { id: 2, filename: 'https://a.storyblok.com/f/1/aaaa000001/price-list.pdf', fieldtype: 'asset' } } }));
  write(dir, 'stories/italy/_folder.json', rec({ name: 'Italia', slug: 'italy', full_slug: 'italy', is_folder: true }));
  write(dir, 'stories/italy/home.json', rec({ name: 'Home Italia', slug: 'home', full_slug: 'italy/home', content: { _uid: 'i', component: 'page', title: 'Benvenuti' } }));
  if (opts.broken) write(dir, 'stories/broken.json', { story: { name: 'no id' } });
  write(dir, 'datasources/colors.json', {
    datasource: { id: 1, name: 'Colours', slug: 'colors', dimensions: [{ name: 'Italiano', entry_value: 'it' }] },
    datasource_entries: [
      { id: 1, name: 'red', value: '#f00', dimension_values: { it: 'rosso' } },
      { id: 2, name: 'blue', value: '#00f', dimension_values: {} },
    ],
  });
  const img = path.join(dir, 'assets', new URL(FIXTURE.imageUrl).pathname);
  mkdirSync(path.dirname(img), { recursive: true });
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } }).png().toFile(img);
  write(dir, 'assets/secret.txt', 'not an asset');
  // Referenced by the extranet story only: partners only (docs/requirements/extranet.md#roles-by-folder).
  write(dir, 'assets/f/1/aaaa000001/price-list.pdf', '%PDF-1.4 partner prices');
  return dir;
}
