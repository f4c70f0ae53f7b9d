/**
 * Lint check of the repository's references (part of `npm run lint`, decisions 0920, 0921): every
 * `docs/requirements/<file>.md#<anchor>` in the repository's text names a file and an anchor that
 * exist, and no citation of the original SPEC.md / DESIGN.md or of a tracker issue is left (those
 * resolve nowhere in a clone; `scripts/house/rewrite-citations.ts` rewrites them), and the index of
 * `docs/decisions/README.md` is current.
 * Exit code 1 with one line per problem, `file:line message`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkText, isExempt, type Problem } from './references.js';
import { repositoryFiles } from './files.js';
import { readDecisions, renderIndex, withIndex } from './decisions-index.js';

const root = resolve(import.meta.dirname, '../..');
const problems: Problem[] = [];
const cache = new Map<string, Set<string> | null>();
for (const file of repositoryFiles(root)) {
  if (isExempt(file) && !file.startsWith('docs/requirements/')) continue;
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue;
  }
  // The requirements' own README explains where the old documents went: only its links are checked.
  const found = checkText(root, file, text, cache);
  problems.push(...(file === 'docs/requirements/README.md' ? found.filter((p) => !/cites/.test(p.message)) : found));
}
// The decisions' index lists every record with its current status (decision 0921).
const decisionsReadme = join(root, 'docs/decisions/README.md');
const readme = readFileSync(decisionsReadme, 'utf8');
if (withIndex(readme, renderIndex(readDecisions(join(root, 'docs/decisions')))) !== readme) {
  problems.push({ file: 'docs/decisions/README.md', line: 1, message: 'the index is stale: run node --import tsx scripts/house/decisions-index.ts' });
}
for (const p of problems) console.error(`${p.file}:${p.line} ${p.message}`);
if (problems.length) {
  console.error(`check-references: ${problems.length} problem(s)`);
  process.exit(1);
}
