/**
 * `npm run content:validate` (docs/requirements/content.md#content-files): validates the embedded space `content/` against the zod
 * schemas of the block library (`libs/blocks/src/{blocks,templates}/<name>/schema.ts`) and the route table of
 * @silca/i18n, printing each problem with story and field. Exit code 1 when there is an error.
 * Flags: `--allow-missing-schemas` (components without a schema become warnings), `--quiet`
 * (errors only). Lives at the repo root because @silca/content may not import @silca/blocks
 * (docs/requirements/architecture.md#workspace-layout).
 */
import { findContentDir } from '@silca/content';
import { formatProblem, validateSpace } from '@silca/stand-in-storyblok';
import { loadBlockSchemas } from './content-schemas';
import { validateSpaceRouteRules } from './content-validate-rules';

const args = new Set(process.argv.slice(2));
const dir = findContentDir(process.env.CONTENT_DIR);
const schemas = Object.fromEntries(await loadBlockSchemas());
const problems = [
  ...validateSpace(dir, { templateSchemas: schemas, blockSchemas: schemas, allowMissingSchemas: args.has('--allow-missing-schemas') }),
  ...validateSpaceRouteRules(dir, schemas),
];
const errors = problems.filter((p) => p.level === 'error');
for (const p of problems) if (p.level === 'error' || !args.has('--quiet')) process.stdout.write(`${formatProblem(p)}\n`);
process.stdout.write(
  `content:validate ${dir}: ${errors.length} errors, ${problems.length - errors.length} warnings (${Object.keys(schemas).length} schemas)\n`,
);
process.exit(errors.length ? 1 : 0);
