/**
 * References in the repository's text: citations of the requirements (`docs/requirements/*.md#anchor`)
 * and the two kinds of reference they replace, the sections of the original SPEC.md / DESIGN.md
 * (which were never in the repository) and "issue N" (work packages of the tracker, which are
 * not either). Used by `rewrite-citations.ts` (the one-off, re-runnable rewrite) and by
 * `check-references.ts` (the lint check). See docs/requirements/README.md and decision 0920.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** Folder of the requirements, relative to the repository root. */
export const REQUIREMENTS_DIR = 'docs/requirements';

/** A target of a rule: `file.md#anchor`, relative to {@link REQUIREMENTS_DIR}. */
export type Target = `${string}.md#${string}`;

/** Picks a target for one cited section from the text around the citation. */
export interface SectionRule {
  /** Tried in order against the line that holds the citation; first match wins. */
  line?: Array<[RegExp, Target]>;
  /** Then tried against the file's path. */
  path?: Array<[RegExp, Target]>;
  /** When nothing matched. */
  fallback: Target;
}

const AUTH = /auth|login|log in|token|session|callback|provider|popup|leeway|mfa|oidc|jwt|renew/i;

/** Where each section of the original SPEC.md now lives. */
export const SPEC_SECTIONS: Record<string, SectionRule> = {
  '1': {
    line: [[/audience|visitor|partners use|purpose|who/i, 'product.md#audience'], [/setting|strategy|website/i, 'product.md#market-settings']],
    fallback: 'product.md#markets-and-locales',
  },
  '2': { fallback: 'urls.md#public-routes' },
  '2.1': {
    line: [
      [/trailing|slash/i, 'urls.md#trailing-slash'],
      [/hreflang|canonical|alternate|og:locale|metadata|x-default/i, 'urls.md#seo-alternates'],
      [/route (name|id)|suffix|___/i, 'urls.md#route-names'],
      [/chang|switch|selector/i, 'urls.md#locale-selection'],
    ],
    fallback: 'urls.md#locale-addressing',
  },
  '2.2': {
    line: [
      [/custom.?landing|customSlug|thank-you-eng|landing-smart/i, 'urls.md#custom-landing'],
      [/automotive|residential|segment|translat|categor(y|ie)|word/i, 'urls.md#translated-segments'],
    ],
    fallback: 'urls.md#public-routes',
  },
  '2.3': {
    line: [[/segment|suchen|cerca|translat|localis|localiz|word/i, 'urls.md#translated-segments']],
    fallback: 'urls.md#extranet-routes',
  },
  '2.4': {
    line: [
      [/layout/i, 'pages.md#layouts'],
      [/\bblock|\bblok|registry|component/i, 'pages.md#content-blocks'],
    ],
    fallback: 'pages.md#page-templates',
  },
  '2.5': {
    line: [
      [/loading.?bar|progress|throttle|hide delay|turns red|3px|3 px/i, 'pages.md#loading-bar'],
      [/cta|call.to.action|ghost(dark|light)|primary|secondary|tertiary|new tab|mailto|button/i, 'pages.md#call-to-action'],
      [/selector|athlete|zoom|picker|album|business.?area/i, 'pages.md#interface-elements'],
      [/title|seo|description|meta\b|separator|brand name/i, 'pages.md#titles-and-descriptions'],
      [/scroll|hash|anchor/i, 'pages.md#scrolling'],
      [/download|zip|high.?res|low.?res|preparing/i, 'pages.md#downloads'],
      [/load.?more|filter|sort|listing|show \d|show n|results|reset|panel/i, 'pages.md#listings'],
    ],
    fallback: 'pages.md#interface-elements',
  },
  '2.6': { fallback: 'pages.md#error-screens' },
  '3': {
    line: [
      [/media folder|folder key|asset folder/i, 'content.md#media-folders'],
      [/country/i, 'content.md#country-options'],
      [/contact.?form|interest|consent|lead|phone|email|company/i, 'forms.md#contact-form'],
      [/site config|indexable|trailingSlash|website id/i, 'product.md#site-configuration'],
      [/claim|scope|openid|public config|client id|redirect uri/i, 'extranet.md#login-flow'],
    ],
    fallback: 'content.md#entities',
  },
  '4': {
    line: [
      [/page.?view|analytics|data.?layer|160|referrer/i, 'pages.md#page-views'],
      [/cookie/i, 'urls.md#locale-cookie'],
      [/build|freshness|chunk|reload|guard|10.?000|expiry|release/i, 'pages.md#build-freshness'],
      [/custom.?landing|landing/i, 'urls.md#custom-landing'],
      [/event|ended|planned|\blive\b/i, 'content.md#entities'],
      [/thank/i, 'forms.md#thank-you'],
      [AUTH, 'extranet.md#login-flow'],
      [/canonical|slug/i, 'urls.md#slug-canonicalisation'],
    ],
    path: [[/libs\/auth|extranet/i, 'extranet.md#login-flow']],
    fallback: 'urls.md#locale-selection',
  },
  '5': {
    line: [
      [/phone|telephone|digit/i, 'forms.md#phone-numbers'],
      [/custom.?landing|customSlug/i, 'urls.md#custom-landing'],
      [/route validation|page not found/i, 'urls.md#not-found'],
    ],
    fallback: 'forms.md#validation-messages',
  },
  '6': { fallback: 'extranet.md#access' },
  '7': {
    line: [
      [/checkStorySlugs|canonical|slug|301/i, 'urls.md#slug-canonicalisation'],
      [/getCustomLanding|custom.?landing/i, 'urls.md#custom-landing'],
      [/route.?rule|editors' redirect|redirects/i, 'urls.md#route-rules'],
      [/build.?id|freshness/i, 'pages.md#build-freshness'],
      [/algolia|search/i, 'search.md#search-service'],
      [/oauth|identity|logout|auth0/i, 'extranet.md#login-flow'],
      [/cdn|stories|storyblok|content service/i, 'content.md#delivery-api'],
      [/locale|language|prodott|path|resource route/i, 'urls.md#slug-canonicalisation'],
    ],
    path: [[/libs\/auth/, 'extranet.md#login-flow'], [/libs\/search/, 'search.md#search-service']],
    fallback: 'content.md#delivery-api',
  },
  '8': {
    line: [
      [/id.?token|issuer|audience|rs256|nonce/i, 'extranet.md#id-token-checks'],
      [/auth|login|mfa|state_mismatch|missing_|login_required|request_error|cancelled|popup/i, 'extranet.md#login-errors'],
    ],
    path: [[/libs\/auth|extranet/i, 'extranet.md#login-errors']],
    fallback: 'pages.md#error-messages',
  },
  '9': {
    line: [
      [/phone|telephone|digit/i, 'forms.md#phone-numbers'],
      [/i18n_redirected|365|locale cookie|browser.?language|language detection|cookie \(|locale-cookie|31536000|max-age/i, 'urls.md#locale-cookie'],
      [/session cookie|1 day|one day/i, 'extranet.md#session-lifetime'],
      [/popup|400x600/i, 'extranet.md#login-popup'],
      [/prefetch|preload|save.?data|\b2g\b/i, 'performance.md#prefetching'],
      [/retry polic|408|retry status|statuses/i, 'architecture.md#http-retries'],
      [/image|quality|blur|brightness|rotat|format|filter|degrees|webp|jpeg/i, 'content.md#image-service'],
      [/debounce|head tag/i, 'pages.md#titles-and-descriptions'],
      [AUTH, 'extranet.md#auth-constants'],
      [/page size|per.?page|uuid|requests.?\/.?s|rate|throttle|retries|storyblok|content/i, 'content.md#client-limits'],
      [/\b301\b/, 'urls.md#slug-canonicalisation'],
    ],
    path: [
      [/libs\/auth|provider|login|session|token/, 'extranet.md#auth-constants'],
      [/libs\/i18n/, 'urls.md#locale-cookie'],
      [/libs\/forms/, 'forms.md#phone-numbers'],
      [/client\/|entry\.client/, 'performance.md#prefetching'],
    ],
    fallback: 'content.md#client-limits',
  },
};

/** Where each section of the original DESIGN.md now lives. */
export const DESIGN_SECTIONS: Record<string, SectionRule> = {
  '1': { line: [[/user|visitor|editor|partner/i, 'product.md#audience']], fallback: 'product.md#markets-and-locales' },
  '2': {
    line: [
      [/boundar|dependency|direction|\btags?\b|import/i, 'architecture.md#dependency-direction'],
      [/route module|\.server|defineRoutes|re-export|mount/i, 'architecture.md#route-modules'],
    ],
    fallback: 'architecture.md#workspace-layout',
  },
  '3': {
    line: [
      [/route tree|matching|remix route|rank|one per family/i, 'performance.md#route-matching-cost'],
      [/trailing/i, 'urls.md#trailing-slash'],
    ],
    fallback: 'architecture.md#request-path',
  },
  '4': {
    line: [
      [/cookie/i, 'urls.md#locale-cookie'],
      [/canonical|checkStorySlugs|wrong.?language|old slug/i, 'urls.md#slug-canonicalisation'],
      [/custom.?landing|customSlug/i, 'urls.md#custom-landing'],
      [/404|not.?found|lacks/i, 'urls.md#not-found'],
      [/segment|translat|automotive|word/i, 'urls.md#translated-segments'],
      [/hreflang|alternate/i, 'urls.md#seo-alternates'],
      [/chang|switch|selector|same page/i, 'urls.md#locale-selection'],
    ],
    fallback: 'urls.md#locale-addressing',
  },
  '5': {
    line: [
      [/page size|uuid|requests per|rate|retr/i, 'content.md#client-limits'],
      [/image|asset|\/m\//i, 'content.md#content-files'],
      [/translat|language|fallback/i, 'content.md#translation'],
      [/content\/|json|shape|import/i, 'content.md#content-files'],
    ],
    fallback: 'content.md#space-layout',
  },
  '6': {
    line: [[/zod|validat|config|variable|env/i, 'architecture.md#configuration']],
    fallback: 'architecture.md#embedded-services',
  },
  '7': {
    line: [
      [/docstring/i, 'architecture.md#docstrings'],
      [/proxies|proxy|forwarded/i, 'hardening.md#proxies-and-origin'],
      [/return.?(path|to)|open redirect|returnTo/i, 'extranet.md#return-path'],
      [/leak|role|private|no-store|partner/i, 'extranet.md#no-leaks'],
      [/outage|last good|503|cms fail|recover/i, 'content.md#content-outages'],
      [/wcag|a11y|accessib|keyboard|focus|label/i, 'pages.md#accessibility'],
      [/lead|form/i, 'forms.md#bad-input'],
      [/bad input|4xx|500|loses nothing|malformed|hostile|throw/i, 'hardening.md#hostile-requests'],
    ],
    path: [[/libs\/auth|extranet/i, 'extranet.md#no-leaks']],
    fallback: 'pages.md#progressive-enhancement',
  },
  '8': {
    line: [
      [/bridge|preview/i, 'content.md#visual-editor'],
      [/csp|nonce|epic|pitfall|hydrogen/i, 'architecture.md#examples'],
      [/extranet|layout route/i, 'extranet.md#access'],
      [/hreflang/i, 'urls.md#seo-alternates'],
      [/proxy|proxies|forwarded|origin/i, 'hardening.md#proxies-and-origin'],
      [/cache|varnish|stale/i, 'performance.md#page-cache'],
      [/lead|form|mail|outbox|pglite|postgres/i, 'forms.md#leads'],
      [/search|algolia|index/i, 'search.md#search-service'],
      [AUTH, 'extranet.md#login-flow'],
    ],
    path: [[/libs\/auth/, 'extranet.md#login-flow'], [/libs\/forms/, 'forms.md#leads'], [/libs\/search/, 'search.md#search-service']],
    fallback: 'performance.md#page-cache',
  },
  '9': {
    line: [
      [/session/i, 'extranet.md#session-lifetime'],
      [/access|role|authoriz|secured key/i, 'extranet.md#access'],
      [/editor|bridge|input event/i, 'content.md#visual-editor'],
      [/speed|floor|bench/i, 'performance.md#measuring'],
      [/repository|requirements|decision|server folder|schema entry/i, 'architecture.md#self-explaining-repository'],
    ],
    fallback: 'architecture.md#stand-in-contracts',
  },
  '10': { fallback: 'architecture.md#examples' },
};

/** What a bare "SPEC.md" or "DESIGN.md" (no section) now points to. */
export const WHOLE_DOCUMENT: Target = 'README.md#areas';

/**
 * The work packages ("issue N") of the tracker, by the requirements they asked for. Numbers not
 * listed (never filed, or not readable) are left alone and reported by the rewrite.
 */
export const ISSUES: Record<number, Target> = {
  2: 'architecture.md#foundation-goals',
  3: 'urls.md#url-goals',
  4: 'content.md#content-goals',
  5: 'pages.md#block-library-goals',
  8: 'performance.md#speed-goals',
  9: 'extranet.md#extranet-goals',
  10: 'forms.md#forms-goals',
  11: 'search.md#search-goals',
  12: 'hardening.md#hardening-goals',
  13: 'pages.md#public-site-goals',
  14: 'operations.md#release-goals',
  15: 'urls.md#route-rules-goals',
  21: 'pages.md#journey-goals',
  22: 'extranet.md#access-goals',
  23: 'hardening.md#hardening-goals',
  24: 'content.md#stand-in-goals',
  25: 'search.md#search-goals',
  26: 'performance.md#speed-goals',
  27: 'architecture.md#house-goals',
};

/** A section number of the original documents, as written: `9`, `2.1`. */
const SECTION = String.raw`\d{1,2}(?:\.\d)?`;
/** Separators inside a list of sections: `2.1, 4`, `4 and 9`, `2.1-2.3`, `5/8`. */
const SEP = String.raw`(?:\s*(?:,|-|–|/|&)\s*|\s+and\s+|\s+or\s+|,\s+and\s+)`;

/**
 * A citation of SPEC.md or DESIGN.md: an optional `../shared/` (or `shared/`) path, the name, an
 * optional "section(s)" or "§", then a list of sections (possibly empty).
 */
export const DOC_CITATION = new RegExp(
  String.raw`(?:(?:\.\./)?shared/)?\b(SPEC|DESIGN)\.md\b(?:,?[ \t]+(?:sections?|§)[ \t]*|[ \t]+|[ \t]*§[ \t]*|[ \t]*\n[ \t]*(?:\*|//|#)?[ \t]*(?:sections?[ \t]+)?(?=\d))?((?:${SECTION})(?:${SEP}${SECTION})*)?`,
  'g',
);

/** "issue 8", "Issue 15", "issues 2, 3, 4 and 5", "issue #9". */
export const ISSUE_CITATION = /\b([Ii])ssues?\s+#?(\d{1,3})((?:(?:\s*,\s*|\s+and\s+|,\s+and\s+)#?\d{1,3})*)\b/g;

/** Expands a written list of sections (`2.1-2.3 and 5`) into the sections that exist in `sections`. */
export function expandSections(list: string, sections: Record<string, unknown>): string[] {
  const out: string[] = [];
  // A range keeps its separator: split on the other separators first.
  for (const part of list.split(/\s*(?:,|\/|&)\s*|\s+and\s+|\s+or\s+/)) {
    const range = part.split(/\s*[-–]\s*/);
    if (range.length === 2 && range[0] && range[1]) {
      const from = range[0].trim();
      const to = range[1].trim();
      const keys = Object.keys(sections);
      const a = keys.indexOf(from);
      const b = keys.indexOf(to);
      if (a >= 0 && b >= a) out.push(...keys.slice(a, b + 1));
      else out.push(...range);
    } else if (part.trim()) out.push(part.trim());
  }
  return out;
}

/** Picks the target of one section for a citation on `line` of `file`; null when no such section. */
export function targetOf(rule: SectionRule | undefined, line: string, file: string): { to: Target; matched: boolean } | null {
  if (!rule) return null;
  for (const [re, to] of rule.line ?? []) if (re.test(line)) return { to, matched: true };
  for (const [re, to] of rule.path ?? []) if (re.test(file)) return { to, matched: true };
  return { to: rule.fallback, matched: !rule.line?.length && !rule.path?.length };
}

/** The written form of a target in the repository's text: a path from the repository root. */
export function cite(target: Target): string {
  return `${REQUIREMENTS_DIR}/${target}`;
}

/** What one rewrite did, for the report. */
export interface Rewrite {
  file: string;
  line: number;
  from: string;
  to: string;
  /** True when a fallback or a bare document name decided the target (worth a look). */
  guessed: boolean;
}

/** Keeps only the valid leading sections of a list; the rest of the text is not part of the citation. */
function validPrefix(list: string, sections: Record<string, unknown>): { used: string; rest: string } {
  // Walk item by item so that "3, 40 people" keeps "3" and leaves ", 40 people".
  const re = new RegExp(String.raw`^(${SECTION})((?:${SEP})(${SECTION}))*`);
  if (!re.test(list)) return { used: '', rest: list };
  let used = '';
  let rest = list;
  const first = rest.match(new RegExp(`^${SECTION}`))![0];
  if (!(first in sections)) return { used: '', rest: list };
  used = first;
  rest = rest.slice(first.length);
  for (;;) {
    const m = rest.match(new RegExp(`^(${SEP})(${SECTION})`));
    if (!m || !((m[2] ?? '') in sections)) break;
    used += m[0];
    rest = rest.slice(m[0].length);
  }
  return { used, rest };
}

/**
 * Rewrites every SPEC.md / DESIGN.md citation of `text` (the content of `file`) into citations
 * of the requirements. Returns the new text and what changed. Idempotent.
 */
export function rewriteDocCitations(text: string, file: string): { text: string; rewrites: Rewrite[] } {
  const rewrites: Rewrite[] = [];
  const lines = text.split('\n');
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length - 1;
  const out = text.replace(DOC_CITATION, (match: string, doc: string, list: string | undefined, offset: number) => {
    const index = lineAt(offset);
    const line = lines[index] ?? '';
    // A comment may wrap between the name and its sections: then the next line has the words.
    const next = lines[index + 1] ?? '';
    const sections = doc === 'SPEC' ? SPEC_SECTIONS : DESIGN_SECTIONS;
    const { used, rest } = list ? validPrefix(list, sections) : { used: '', rest: '' };
    const head = list ? match.slice(0, match.length - list.length) : match;
    if (!used) {
      const name = head.replace(/[\s,§*/]*(?:sections?\s*)?$/i, '');
      const to = cite(WHOLE_DOCUMENT);
      rewrites.push({ file, line: index + 1, from: name, to, guessed: true });
      return to + match.slice(name.length);
    }
    const targets: Target[] = [];
    let guessed = false;
    for (const section of expandSections(used, sections)) {
      const own = targetOf(sections[section], line, file);
      const found = own && !own.matched && match.includes('\n') ? targetOf(sections[section], next, file) : own;
      if (!found) continue;
      if (!found.matched) guessed = true;
      if (!targets.includes(found.to)) targets.push(found.to);
    }
    const to = targets.map(cite).join(', ');
    rewrites.push({ file, line: index + 1, from: head + used, to, guessed });
    return to + rest;
  });
  return { text: out, rewrites };
}

/**
 * Rewrites "issue N" references whose number is in {@link ISSUES}; unknown numbers are left and
 * reported with `to` empty. Idempotent.
 */
export function rewriteIssueCitations(text: string, file: string): { text: string; rewrites: Rewrite[] } {
  const rewrites: Rewrite[] = [];
  const lines = text.split('\n');
  const outLines = lines.map((line, index) =>
    line.replace(ISSUE_CITATION, (match: string, _i: string, first: string, more: string) => {
      const numbers = [first, ...(more.match(/\d{1,3}/g) ?? [])].map(Number);
      const known = numbers.filter((n) => ISSUES[n]);
      if (known.length !== numbers.length) {
        rewrites.push({ file, line: index + 1, from: match, to: '', guessed: true });
        return match;
      }
      const targets = [...new Set(known.map((n) => ISSUES[n]!))];
      const to = targets.map(cite).join(', ');
      rewrites.push({ file, line: index + 1, from: match, to, guessed: false });
      return to;
    }),
  );
  return { text: outLines.join('\n'), rewrites };
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file (headings of every level), or null when it does not exist. */
export function anchorsOf(root: string, relativePath: string): Set<string> | null {
  let text: string;
  try {
    text = readFileSync(join(root, relativePath), 'utf8');
  } catch {
    return null;
  }
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^```/.test(line)) fenced = !fenced;
    const m = !fenced && line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (m) anchors.add(slugify(m[1] ?? ''));
  }
  return anchors;
}

/** A citation of the requirements in the repository's text. */
export const REQUIREMENT_CITATION = /docs\/requirements\/([A-Za-z0-9_.-]+\.md)(?:#([A-Za-z0-9_-]+))?/g;

/** A relative markdown link to a markdown file, with its optional anchor. */
export const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+\.md)(?:#([^)\s]+))?\)/g;

/** A problem the check found. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

/**
 * Checks one file's text: every requirements citation names a file and an anchor that exist,
 * and no citation of the original SPEC.md / DESIGN.md or of a known issue number is left.
 */
export function checkText(root: string, file: string, text: string, cache = new Map<string, Set<string> | null>()): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((line, index) => {
    for (const m of line.matchAll(REQUIREMENT_CITATION)) {
      const path = `${REQUIREMENTS_DIR}/${m[1]}`;
      if (!cache.has(path)) cache.set(path, anchorsOf(root, path));
      const anchors = cache.get(path);
      if (!anchors) problems.push({ file, line: index + 1, message: `${path} does not exist` });
      else if (m[2] && !anchors.has(m[2])) problems.push({ file, line: index + 1, message: `${path} has no anchor #${m[2]}` });
    }
    if (file.endsWith('.md')) {
      for (const m of line.matchAll(MARKDOWN_LINK)) {
        const path = normalize(join(dirname(file), m[1] ?? ''));
        if (path.startsWith('..')) continue;
        if (!cache.has(path)) cache.set(path, anchorsOf(root, path));
        const anchors = cache.get(path);
        if (!anchors) problems.push({ file, line: index + 1, message: `link to ${m[1]}: no such file` });
        else if (m[2] && !anchors.has(m[2])) problems.push({ file, line: index + 1, message: `link to ${m[1]}#${m[2]}: no such anchor` });
      }
    }
    for (const m of line.matchAll(DOC_CITATION)) {
      problems.push({ file, line: index + 1, message: `"${m[0].trim()}" cites a document that is not in the repository (run scripts/house/rewrite-citations.ts)` });
    }
    for (const m of line.matchAll(ISSUE_CITATION)) {
      const numbers = [m[2], ...((m[3] ?? '').match(/\d{1,3}/g) ?? [])].map(Number);
      if (numbers.some((n) => ISSUES[n])) {
        problems.push({ file, line: index + 1, message: `"${m[0]}" cites the tracker, not the repository (run scripts/house/rewrite-citations.ts)` });
      }
    }
  });
  return problems;
}

/** Files that keep their words: generated history, the documents of the rewrite itself, the content space. */
export function isExempt(file: string): boolean {
  return (
    file.startsWith('content/') ||
    file.startsWith('scripts/house/') ||
    file === `${REQUIREMENTS_DIR}/README.md` ||
    /(^|\/)CHANGELOG\.md$/.test(file) ||
    /(^|\/)package-lock\.json$/.test(file) ||
    !/\.(ts|tsx|js|mjs|cjs|md|json|css|yml|yaml|txt|html|example|sh|vcl)$|(^|\/)\.env\.example$/.test(file)
  );
}
