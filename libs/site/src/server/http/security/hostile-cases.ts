/** Seeded hostile requests, each raw HTTP/1.1 sent exactly as written (docs/requirements/hardening.md#hostile-requests). */

/** One hostile request; `baseline` cases are compared with the plain request. */
export interface HostileCase {
  id: string;
  method: string;
  target: string;
  /** A Host is added unless given (`host: null` sends none). */
  headers: Array<[string, string]>;
  host?: string | null;
  body?: string;
  /** The answer must equal the plain request's. */
  compareWithPlain?: boolean;
  /** The status the answer must have. */
  expectStatus?: number;
}

/** Must never come back unescaped. */
export const MARKUP = '<xss1337 onload=alert(1)>';
/** Prefix of every foreign host name; must never appear in an answer. */
export const FOREIGN = 'evil-1337';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const enc = encodeURIComponent;

/** Public pages of site-global. */
export const PAGES = ['/en/global', '/it/global', '/en/global/products', '/de/global', '/en/global/news'];

const PATH_TAILS = [
  MARKUP,
  enc(MARKUP),
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/package.json',
  '....//....//etc/passwd',
  '%00',
  '%E0%A4%A',
  '%ff%fe',
  '%252e%252e%252f',
  '\u00e9\u00e8',
  'a'.repeat(3000),
  ';jsessionid=1',
  '%0d%0aSet-Cookie:%20x=1',
  '%0d%0aLocation:%20http://evil-1337.example',
  'index.php',
  '.env',
  '.git/config',
  'wp-login.php',
  '%5c..%5c..%5cwindows',
  '~root',
  '*',
  '%2f%2fevil-1337.example',
  'x'.repeat(40) + '/' + 'y'.repeat(40),
  '\u202e\u0000',
  'x.data',
  '_root.data',
  `${enc(MARKUP)}.data`,
];

const PATH_HEADS = [
  '/',
  '//evil-1337.example/',
  '/\\evil-1337.example/',
  '/en/global/',
  '/en/global/products/',
  '/it/global/prodotti/',
  '/_assets/f/',
  '/assets/',
  '/api/',
  '/xx/',
  '/en/global/extranet/',
  '/extranet/',
];

const QUERIES = [
  `q=${enc(MARKUP)}`,
  `q=${MARKUP.replace(/ /g, '+')}`,
  'page=-1',
  'page=1e309',
  'page=NaN',
  'page=99999999999999999999',
  `sort=${enc('name:asc<script>')}`,
  '_data=routes%2Fpage',
  '_data=..%2F..%2Froot',
  '_data=' + enc(MARKUP),
  '_routes=root',
  '_routes=..%2F..%2Froot,page',
  '_routes=' + enc(MARKUP),
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a[]=1&a[]=2&a[x]=3',
  '_storyblok=1&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=x',
  '_storyblok=' + enc(MARKUP),
  'redirect=https://evil-1337.example/',
  'next=//evil-1337.example',
  'returnTo=' + enc('https://evil-1337.example'),
  'x=' + 'z'.repeat(6000),
  '%ff=%fe',
  'x=%0d%0aSet-Cookie:a=b',
  'lang=' + enc(MARKUP),
  'cv=abc',
  'version=draft',
  'token=local-preview&version=draft',
];

/** Must not change a public page. */
const NEUTRAL_HEADERS: Array<Array<[string, string]>> = [
  [['X-Forwarded-Host', 'evil-1337.example']],
  [
    ['X-Forwarded-Host', 'evil-1337.example:443'],
    ['X-Forwarded-Proto', 'https'],
  ],
  [['X-Forwarded-Proto', 'http']],
  [['X-Forwarded-For', '203.0.113.9']],
  [['X-Forwarded-Port', '8443']],
  [['Forwarded', 'host=evil-1337.example;proto=https']],
  [['X-Original-URL', '/ru/global']],
  [['X-Rewrite-URL', '/ru/global']],
  [['X-Forwarded-Prefix', '/evil-1337']],
  [['X-Host', 'evil-1337.example']],
  [['X-Forwarded-Server', 'evil-1337.example']],
  [['X-HTTP-Method-Override', 'DELETE']],
  [['Accept-Language', 'ru-RU,ru;q=0.9']],
  [['Accept-Language', MARKUP]],
  [['Accept', 'application/json']],
  [['Accept', '*/*;q=0.1, text/html;q=' + 'x'.repeat(200)]],
  [['User-Agent', MARKUP]],
  [['Referer', 'https://evil-1337.example/' + enc(MARKUP)]],
  [['Origin', 'https://evil-1337.example']],
  [['Cookie', `i18n_redirected=${enc(MARKUP)}`]],
  [['Cookie', 'i18n_redirected=ru']],
  [['Cookie', 'a=' + 'b'.repeat(3000)]],
  [['If-None-Match', '"' + 'x'.repeat(100) + '"']],
  [['If-Modified-Since', 'yesterday']],
  [['Range', 'bytes=0-10,20-30,40-50']],
  [['Accept-Encoding', 'gzip;q=2, br, identity;q=0']],
  [['X-Requested-With', 'XMLHttpRequest']],
  [['Purpose', 'prefetch']],
  [['Sec-Purpose', 'prefetch;prerender']],
  [['Cache-Control', 'no-cache']],
  [['Pragma', 'no-cache']],
  [['X-Storyblok-Preview', '1']],
];

/** Malformed: a 4xx, never 5xx. */
const BAD_HEADERS: Array<Array<[string, string]>> = [
  [['X-Forwarded-Host', 'www.silca.biz/ru/global?']],
  [['X-Forwarded-Host', 'evil-1337.example/<x>']],
  [['X-Forwarded-Host', '']],
  [['X-Forwarded-Host', 'a b']],
  [['X-Forwarded-Proto', 'javascript']],
  [['X-Forwarded-Proto', 'https, gopher']],
  [['X-Forwarded-For', '<script>']],
  [['X-Forwarded-For', '1.2.3.4, not-an-ip']],
  [['X-Forwarded-Port', 'eighty']],
  [['Forwarded', 'for="<x>";host=evil-1337.example\\']],
];

const HOSTS = ['evil-1337.example', 'evil-1337.example:8080', '127.0.0.1', '[::1]', 'localhost:1', 'EVIL-1337.EXAMPLE', 'evil-1337.example.'];
const BAD_HOSTS = [
  'evil-1337.example/ru/global?',
  'a b',
  '<x>',
  'evil-1337.example:99999999',
  'evil-1337.example@other',
  '',
  'x'.repeat(300),
  '[::1',
  'evil-1337..example',
];

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'SEARCH',
  'PURGE',
  'BAN',
  'FOO',
  'get',
  'G\u00c9T',
];

const BODIES: Array<{ type: string; body: string }> = [
  { type: 'application/x-www-form-urlencoded', body: `name=${enc(MARKUP)}&email=a%40b.c&message=hi` },
  { type: 'application/x-www-form-urlencoded', body: '%ff%fe=%00&' + 'a=1&'.repeat(2000) },
  { type: 'application/json', body: '{"__proto__":{"polluted":1},"x":' },
  { type: 'application/json', body: JSON.stringify({ name: MARKUP, constructor: { prototype: { x: 1 } } }) },
  { type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n' + MARKUP + '\r\n--xy' },
  { type: 'multipart/form-data', body: 'no boundary' },
  { type: 'text/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  { type: 'application/octet-stream', body: 'x'.repeat(300_000) },
  { type: 'application/x-www-form-urlencoded; charset=utf-7', body: '+ADw-script+AD4-' },
];

const LONG = 'z'.repeat(12_000);

/** 12 KB queries a redirect could echo; headers must stay within 8 KB (docs/requirements/hardening.md#response-header-bounds). */
export const LONG_QUERY_TARGETS = [
  `/__manifest?paths=${enc(Array.from({ length: 350 }, (_, i) => `/en/global/products/p-${i}`).join(','))}`,
  `/en/global/?q=${LONG}`,
  `/en/global/products/?x=${LONG}`,
  `/products?x=${LONG}`,
  `/en/global/prodotti?x=${LONG}`,
  `/en/global/extranet?x=${LONG}`,
  `/en/global?_data=root&x=${LONG}`,
  `/en/global.data?_routes=root&x=${LONG}`,
  `/en/global/extranet.data?x=${LONG}`,
  `/de/global/suche?q=${LONG}`,
  `/it/global/?${'a=1&'.repeat(3000)}`,
];

/** The generated suite, plus `extra` random combinations; deterministic for a `seed`. */
export function hostileCases(seed = 12, extra = 1500): HostileCase[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const cases: HostileCase[] = [];
  let n = 0;
  const add = (c: Omit<HostileCase, 'id'>) => cases.push({ id: `h${++n}`, ...c });

  for (const page of PAGES) {
    for (const headers of NEUTRAL_HEADERS) add({ method: 'GET', target: page, headers, compareWithPlain: true });
    for (const host of HOSTS) add({ method: 'GET', target: page, headers: [], host, compareWithPlain: true });
    for (const host of BAD_HOSTS) add({ method: 'GET', target: page, headers: [], host });
    add({ method: 'GET', target: page, headers: [], host: null });
    add({ method: 'GET', target: page, headers: [['Host', 'evil-1337.example']] });
    for (const headers of BAD_HEADERS) add({ method: 'GET', target: page, headers });
    for (const q of QUERIES) add({ method: 'GET', target: `${page}?${q}`, headers: [] });
    for (const headers of NEUTRAL_HEADERS.slice(0, 3)) add({ method: 'GET', target: `${page}.data`, headers, compareWithPlain: true });
    for (const b of BODIES.slice(0, 3)) add({ method: 'POST', target: `${page}.data`, headers: [['Content-Type', b.type]], body: b.body });
    for (const method of METHODS) add({ method, target: page, headers: [] });
    for (const b of BODIES) add({ method: 'POST', target: page, headers: [['Content-Type', b.type]], body: b.body });
    add({ method: 'GET', target: `http://evil-1337.example${page}`, headers: [] });
    add({ method: 'GET', target: `https://evil-1337.example:443${page}?x=1`, headers: [] });
  }
  for (const head of PATH_HEADS) for (const tail of PATH_TAILS) add({ method: 'GET', target: head + tail, headers: [] });
  for (const method of METHODS) add({ method, target: '*', headers: [] });
  add({ method: 'OPTIONS', target: '*', headers: [] });
  add({ method: 'CONNECT', target: 'evil-1337.example:443', headers: [] });
  for (const b of BODIES)
    add({
      method: 'POST',
      target: '/api/storyblok/webhook',
      headers: [
        ['Content-Type', b.type],
        ['Webhook-Signature', 'x'],
      ],
      body: b.body,
    });
  // A foreign or null Origin on a state-changing request is a 403 on any path; backslashes never redirect
  // (docs/requirements/hardening.md#proxies-and-origin).
  for (const target of [
    '/api/search',
    '/api/downloads',
    '/api/form-token',
    '/api/storyblok/webhook',
    '/api/check-story-slugs',
    '/api/nothing',
    '/auth/logout',
    '/auth/login',
    '/auth/callback',
    '/auth',
    ...PAGES,
  ]) {
    for (const origin of ['https://evil-1337.example', 'null']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        add({
          method,
          target,
          headers: [
            ['Origin', origin],
            ['Content-Type', 'application/x-www-form-urlencoded'],
          ],
          body: 'a=1',
          expectStatus: method === 'POST' ? 403 : 405,
        });
      }
    }
    add({
      method: 'POST',
      target,
      headers: [
        ['Sec-Fetch-Site', 'cross-site'],
        ['Content-Type', 'application/x-www-form-urlencoded'],
      ],
      body: 'a=1',
      expectStatus: 403,
    });
    add({
      method: 'POST',
      target,
      headers: [
        ['Sec-Fetch-Site', 'same-origin'],
        ['Content-Encoding', 'gzip'],
        ['Content-Type', 'application/x-www-form-urlencoded'],
      ],
      body: 'a=1',
      expectStatus: 415,
    });
  }
  for (const target of [
    '/\\evil-1337.example/',
    '/\\evil-1337.example',
    '/%5Cevil-1337.example/',
    '/%5c%5cevil-1337.example/',
    '/%2F%2Fevil-1337.example/',
    '/en\\global',
  ]) {
    for (const method of ['GET', 'HEAD']) add({ method, target, headers: [], expectStatus: 400 });
  }
  for (const target of LONG_QUERY_TARGETS) for (const method of ['GET', 'HEAD']) add({ method, target, headers: [] });
  for (const target of ['/healthz', '/_build.json', '/robots.txt', '/sitemap.xml', '/favicon.svg']) {
    for (const headers of NEUTRAL_HEADERS.slice(0, 12)) add({ method: 'GET', target, headers, compareWithPlain: true });
  }

  for (let i = 0; i < extra; i++) {
    const roll = random();
    const page = pick(PAGES);
    if (roll < 0.3) {
      add({
        method: pick(['GET', 'HEAD']),
        target: `${page}?${pick(QUERIES)}&${pick(QUERIES)}`,
        headers: [...pick(NEUTRAL_HEADERS), ...pick(NEUTRAL_HEADERS)],
      });
    } else if (roll < 0.55) {
      add({
        method: pick(['GET', 'HEAD']),
        target: pick(PATH_HEADS) + pick(PATH_TAILS) + (random() < 0.5 ? `?${pick(QUERIES)}` : ''),
        headers: pick(NEUTRAL_HEADERS),
      });
    } else if (roll < 0.7) {
      add({
        method: pick(METHODS),
        target: page,
        headers: [...pick(BAD_HEADERS), ...pick(NEUTRAL_HEADERS)],
        host: random() < 0.3 ? pick(BAD_HOSTS) : undefined,
      });
    } else if (roll < 0.85) {
      const b = pick(BODIES);
      add({
        method: pick(['POST', 'PUT', 'PATCH']),
        target: `${page}${random() < 0.5 ? `?${pick(QUERIES)}` : ''}`,
        headers: [['Content-Type', b.type], ...pick(NEUTRAL_HEADERS)],
        body: b.body,
      });
    } else {
      add({ method: 'GET', target: page, headers: [...pick(NEUTRAL_HEADERS), ...pick(NEUTRAL_HEADERS)], host: pick(HOSTS), compareWithPlain: true });
    }
  }
  return cases;
}
