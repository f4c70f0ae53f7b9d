/**
 * References in the repository's text, checked by `check-references.ts` (part of `npm run lint`,
 * decisions 0920, 0921, 1060): citations of the requirements (`docs/requirements/*.md#anchor`),
 * relative markdown links, paths of the repository (`libs/x/src/y.ts`), decision records (by file
 * or by number), and citations of what a clone does not hold (the original specification
 * documents, tracker issues).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** Folder of the requirements, relative to the repository root. */
export const REQUIREMENTS_DIR = 'docs/requirements';
/** Folder of the decision records, relative to the repository root. */
export const DECISIONS_DIR = 'docs/decisions';

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file (headings of every level, `<a id>` tags), or null when it does not exist. */
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
    if (fenced) continue;
    const m = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (m) anchors.add(slugify(m[1] ?? ''));
    for (const a of line.matchAll(/<a\s+id="([A-Za-z0-9_-]+)"/g)) anchors.add(a[1]!);
  }
  return anchors;
}

/** A citation of the requirements in the repository's text. */
export const REQUIREMENT_CITATION = /docs\/requirements\/([A-Za-z0-9_.-]+\.md)(?:#([A-Za-z0-9_-]+))?/g;

/** A relative markdown link to a markdown file, with its optional anchor. */
export const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+\.md)(?:#([^)\s]+))?\)/g;

/** A citation of the original specification documents, which were never in the repository. */
export const DOC_CITATION = /(?:\.\.\/shared\/)?\b(?:SPEC|DESIGN)\.md\b/g;

/** The word issue and a number (or #number): a work package of a tracker a clone does not have. */
export const ISSUE_CITATION = /\b[Ii]ssues?\s+#?\d{1,3}\b(?![.,]\d)/g;

/**
 * A path from the repository root: a top-level folder of the workspace, then path characters.
 * Not preceded by a path character (so `node_modules/x/libs/y` or `../libs` are not taken).
 */
export const REPOSITORY_PATH =
  /(?<![\w./@$-])((?:apps|libs|docs|scripts|e2e|bench|ops|tools|stand-ins|patches|content|\.ci)\/[A-Za-z0-9_.\-/$+[\]]*[A-Za-z0-9_\-/$\]])/g;

/** A decision record's file name written on its own, `0400-embedded-storyblok.md`. */
export const DECISION_FILE = /(?<![\w/.-])(\d{4})-[a-z0-9-]+\.md\b/g;

/** "decision 0870", "decisions 0870 and 1006", "decisions 0801, 0870": the numbers of records. */
export const DECISION_NUMBER = /\b[Dd]ecisions?\s+(\d{4})((?:(?:,\s*|\s+and\s+|\s+or\s+|,\s+and\s+)\d{4}\b)*)(?!-)/g;

/** Folders of generated output (git ignores them): a path into them names what a build writes. */
const GENERATED = /(^|\/)(build|dist|storybook-static|test-results|playwright-report|coverage|data|node_modules|\.cache)(\/|$)/;

/** Endings a path may leave out: `e2e/performance/lean-js` names `lean-js.spec.ts`. */
const OMITTED_ENDINGS = ['.ts', '.tsx', '.spec.ts', '.test.ts', '.md', '.json', '.mjs', '.js'];

/** A problem the check found. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** What the checks look up, computed once per run. */
export interface Lookup {
  root: string;
  /** Markdown file -> its anchors (null when missing). */
  anchors: Map<string, Set<string> | null>;
  /** Path -> whether it exists. */
  paths: Map<string, boolean>;
  /** File names of the decision records. */
  decisions: Set<string>;
}

/** A fresh lookup for the repository at `root`. */
export function lookup(root: string): Lookup {
  const dir = join(root, DECISIONS_DIR);
  const decisions = new Set(existsSync(dir) ? readdirSync(dir).filter((f) => /^\d{4}-.*\.md$/.test(f)) : []);
  return { root, anchors: new Map(), paths: new Map(), decisions };
}

function anchorsIn(look: Lookup, path: string): Set<string> | null {
  if (!look.anchors.has(path)) look.anchors.set(path, anchorsOf(look.root, path));
  return look.anchors.get(path)!;
}

function decisionNumberExists(look: Lookup, number: string): boolean {
  for (const f of look.decisions) if (f.startsWith(`${number}-`)) return true;
  return false;
}

/**
 * Whether a path written in `file` names something of the repository: a file or folder from the
 * root (or from the package that holds `file`, for a package.json script), a decision by its
 * number (`docs/decisions/0401`), or a file whose ending was left out.
 */
export function pathResolves(look: Lookup, file: string, path: string): boolean {
  if (GENERATED.test(path)) return true;
  const known = look.paths.get(`${file}\0${path}`);
  if (known !== undefined) return known;
  const bases = [''];
  if (file.endsWith('package.json')) bases.unshift(dirname(file));
  const decision = path.match(/^docs\/decisions\/(\d{4})$/);
  const found =
    (decision !== null && decisionNumberExists(look, decision[1]!)) ||
    bases.some((base) => [path, ...OMITTED_ENDINGS.map((e) => path + e)].some((p) => existsSync(join(look.root, base, p))));
  look.paths.set(`${file}\0${path}`, found);
  return found;
}

/** A written path without the punctuation that ends its sentence, or null for a placeholder or pattern. */
function cleanPath(written: string, after: string): string | null {
  if (/^[*<{]/.test(after) || /\/(x|y|NNNN|<)/.test(written)) return null;
  let path = written.replace(/[.]+$/, '');
  // A `]` belongs to the path only when a `[` opened inside it (route files: `$lang.[robots.txt].tsx`).
  while (path.endsWith(']') && (path.match(/\[/g) ?? []).length < (path.match(/]/g) ?? []).length) path = path.slice(0, -1);
  return path.replace(/\/$/, '') || null;
}

/**
 * Checks one file's text: requirements citations, relative markdown links, repository paths and
 * decision records resolve, and nothing cites the original documents or the tracker.
 * `paths: false` skips the paths (test files name the fixtures they create).
 */
export function checkText(look: Lookup, file: string, text: string, { paths = true } = {}): Problem[] {
  const problems: Problem[] = [];
  const report = (index: number, message: string) => problems.push({ file, line: index + 1, message });
  text.split('\n').forEach((line, index) => {
    for (const m of line.matchAll(REQUIREMENT_CITATION)) {
      const path = `${REQUIREMENTS_DIR}/${m[1]}`;
      const anchors = anchorsIn(look, path);
      if (!anchors) report(index, `${path} does not exist`);
      else if (m[2] && !anchors.has(m[2])) report(index, `${path} has no anchor #${m[2]}`);
      // Goals paragraphs say what a work package asked for, not a rule: code cites the rule (decision 1065).
      else if (m[2]?.endsWith('-goals') && !file.endsWith('.md'))
        report(index, `${path}#${m[2]} is a goals paragraph: cite the paragraph that states the rule`);
    }
    if (file.endsWith('.md')) {
      for (const m of line.matchAll(MARKDOWN_LINK)) {
        const path = normalize(join(dirname(file), m[1] ?? ''));
        if (path.startsWith('..')) continue;
        const anchors = anchorsIn(look, path);
        if (!anchors) report(index, `link to ${m[1]}: no such file`);
        else if (m[2] && !anchors.has(m[2])) report(index, `link to ${m[1]}#${m[2]}: no such anchor`);
      }
    }
    if (paths) {
      for (const m of line.matchAll(REPOSITORY_PATH)) {
        if (m[1]!.startsWith(REQUIREMENTS_DIR)) continue; // checked above, with its anchor
        const path = cleanPath(m[1]!, line.slice(m.index + m[0].length));
        if (path && !pathResolves(look, file, path)) report(index, `${path}: no such file or folder`);
      }
    }
    for (const m of line.matchAll(DECISION_FILE)) {
      if (!look.decisions.has(m[0])) report(index, `${m[0]}: no such decision record in ${DECISIONS_DIR}`);
    }
    for (const m of line.matchAll(DECISION_NUMBER)) {
      for (const n of [m[1]!, ...(m[2]?.match(/\d{4}/g) ?? [])]) {
        if (!decisionNumberExists(look, n)) report(index, `decision ${n}: no such record in ${DECISIONS_DIR}`);
      }
    }
    for (const m of line.matchAll(DOC_CITATION)) {
      report(index, `"${m[0].trim()}" cites a document that is not in the repository: cite docs/requirements/<area>.md#<anchor>`);
    }
    for (const m of line.matchAll(ISSUE_CITATION)) {
      report(index, `"${m[0]}" cites a tracker issue, which a clone does not have: cite docs/requirements/<area>.md#<anchor> or a decision`);
    }
  });
  return problems;
}

/** Files whose words are not checked: the content space, generated history, the lockfile, binaries. */
export function isExempt(file: string): boolean {
  return (
    file.startsWith('content/') ||
    /^scripts\/house\/.*\.test\.ts$/.test(file) ||
    /(^|\/)CHANGELOG\.md$/.test(file) ||
    /(^|\/)package-lock\.json$/.test(file) ||
    !/\.(ts|tsx|js|mjs|cjs|md|json|css|yml|yaml|txt|html|example|sh|vcl)$|(^|\/)\.env\.example$|(^|\/)\.ci\/run$/.test(file)
  );
}

/** Test files name fixtures they create, and the house tests spell out the mistakes they catch. */
export function checksPaths(file: string): boolean {
  return !/\.(test|spec)\.tsx?$/.test(file) || file.startsWith('e2e/');
}
