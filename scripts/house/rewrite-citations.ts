/**
 * Rewrites the repository's citations of the original SPEC.md / DESIGN.md sections and of tracker
 * issues ("issue N") into citations of `docs/requirements/<area>.md#<anchor>` (decision 0920).
 * Re-runnable: a second run changes nothing. Run after merging branches that added citations:
 *
 *   node --import tsx scripts/house/rewrite-citations.ts            # rewrite, print a summary
 *   node --import tsx scripts/house/rewrite-citations.ts --dry-run  # only report
 *   node --import tsx scripts/house/rewrite-citations.ts --verbose  # also list every rewrite
 *
 * Then `node --import tsx scripts/house/check-references.ts` (part of `npm run lint`) must pass.
 * Works on the files git tracks (plus untracked, not ignored ones), never on `content/`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repositoryFiles } from './files.js';
import { isExempt, rewriteDocCitations, rewriteIssueCitations, type Rewrite } from './references.js';

const root = resolve(import.meta.dirname, '../..');
const dryRun = process.argv.includes('--dry-run');
const verbose = process.argv.includes('--verbose');

const all: Rewrite[] = [];
let changedFiles = 0;
for (const file of repositoryFiles(root)) {
  if (isExempt(file)) continue;
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  if (!/SPEC|DESIGN|[Ii]ssue/.test(text)) continue;
  const docs = rewriteDocCitations(text, file);
  const issues = rewriteIssueCitations(docs.text, file);
  all.push(...docs.rewrites, ...issues.rewrites);
  if (issues.text !== text) {
    changedFiles++;
    if (!dryRun) writeFileSync(join(root, file), issues.text);
  }
}

const done = all.filter((r) => r.to);
const left = all.filter((r) => !r.to);
const guessed = done.filter((r) => r.guessed);
if (verbose) for (const r of done) console.log(`${r.file}:${r.line}  ${r.from}  ->  ${r.to}${r.guessed ? '  (fallback)' : ''}`);
for (const r of left) console.log(`left as is (unknown issue): ${r.file}:${r.line}  ${r.from}`);
console.log(
  `${dryRun ? 'would rewrite' : 'rewrote'} ${done.length} citations in ${changedFiles} files ` +
    `(${guessed.length} by a section's fallback target; --verbose lists them), ${left.length} left as is`,
);
