/**
 * Lint check of the repository's references (part of `npm run lint`, decisions 0920, 0921, 1060):
 * every `docs/requirements/<file>.md#<anchor>` names a file and an anchor that exist; relative
 * markdown links, repository paths (`libs/x/src/y.ts`) and decision records (`NNNN-title.md`,
 * "decision NNNN") resolve; nothing cites the original specification documents or a tracker issue;
 * every decision has a Status and a superseded one names what replaced it; the index of
 * `docs/decisions/README.md` is current.
 * Exit code 1 with one line per problem, `file:line message`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checksPaths, checkText, isExempt, lookup, type Problem } from './references.js';
import { repositoryFiles } from './files.js';
import { readDecisions, renderIndex, statusProblems, withIndex } from './decisions-index.js';

const root = resolve(import.meta.dirname, '../..');
const problems: Problem[] = [];
const look = lookup(root);
for (const file of repositoryFiles(root)) {
  if (isExempt(file)) continue;
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  problems.push(...checkText(look, file, text, { paths: checksPaths(file) }));
}
const decisions = readDecisions(join(root, 'docs/decisions'));
for (const p of statusProblems(decisions)) problems.push({ file: `docs/decisions/${p.file}`, line: 1, message: p.message });
// The decisions' index lists every record with its current status (decision 0921).
const readme = readFileSync(join(root, 'docs/decisions/README.md'), 'utf8');
if (withIndex(readme, renderIndex(decisions)) !== readme) {
  problems.push({ file: 'docs/decisions/README.md', line: 1, message: 'the index is stale: run node --import tsx scripts/house/decisions-index.ts' });
}
for (const p of problems) console.error(`${p.file}:${p.line} ${p.message}`);
if (problems.length) {
  console.error(`check-references: ${problems.length} problem(s)`);
  process.exit(1);
}
