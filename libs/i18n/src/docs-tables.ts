import { LOCALES } from './locales';
import { MARKETS } from './markets';
import { remixRoutePath } from './paths';
import { ROUTE_FAMILIES } from './route-table';
import { SEGMENTS } from './segments';

/** Markers of the generated section in libs/i18n/README.md. */
export const GENERATED_START = '<!-- generated:route-tables (npm run docs -w @silca/i18n) -->';
export const GENERATED_END = '<!-- /generated:route-tables -->';

/** Markdown table of every translated segment in every locale (docs/requirements/urls.md#translated-segments: "one table"). */
export function segmentsMarkdownTable(): string {
  const head = `| key | ${LOCALES.join(' | ')} |\n|---|${LOCALES.map(() => '---').join('|')}|`;
  const rows = Object.entries(SEGMENTS).map(([key, words]) => `| \`${key}\` | ${LOCALES.map((l) => words[l]).join(' | ')} |`);
  return [head, ...rows].join('\n');
}

/** Markdown table of the route families: English path on global and on a country market, layout, auth, exclusions. */
export function routesMarkdownTable(): string {
  const head = '| family | module | layout | auth | global (en) | italy (it) | not in |\n|---|---|---|---|---|---|---|';
  const rows = ROUTE_FAMILIES.map((f) => {
    const allowed = Object.entries(f.allowed ?? {})
      .map(([k, v]) => ` (${k}: ${v.join(', ')})`)
      .join('');
    const alias = f.unprefixedAlias ? `; also \`/${[MARKETS.global.pathPrefix, ...f.pattern].join('/')}\` unprefixed` : '';
    return `| \`${f.id}\` | ${f.module} | ${f.layout} | ${f.auth ? 'yes' : 'no'} | \`${remixRoutePath(f, 'en', MARKETS.global)}\`${allowed}${alias} | \`${remixRoutePath(f, 'it', MARKETS.italy)}\` | ${(f.excludedLocales ?? []).join(', ')} |`;
  });
  return [head, ...rows].join('\n');
}

/** The whole generated README section, markers included. */
export function generatedReadmeSection(): string {
  return [
    GENERATED_START,
    '',
    '### Translated segments',
    '',
    segmentsMarkdownTable(),
    '',
    '### Route families',
    '',
    routesMarkdownTable(),
    '',
    GENERATED_END,
  ].join('\n');
}
