import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, EXAMPLE, PAGE, namesOf, parseArea, problemsOf, renderExample, renderPage, schemaKeys, variablesRead } from './env-docs.js';

const root = resolve(import.meta.dirname, '../..');
const AREA_TEXT = [
  '# Forms (libs/forms)',
  '',
  'Intro.',
  '',
  '## Leads',
  '',
  '| Variable | Default | Meaning |',
  '|---|---|---|',
  '| `LEADS_INBOX` | `sales@silca.biz` | Sales inbox |',
  '| `LEADS_INBOX_GLOBAL`, `_ITALY` | `LEADS_INBOX` | Per market |',
  '| `DATA_DIR` | `./data` (relative) | Data \\| files |',
  '| `SMTP_URL` | unset: local sink | Mail server |',
].join('\n');

describe('parsing an area file', () => {
  it('expands a family of names from the first one', () => {
    expect(namesOf('`LEADS_INBOX_GLOBAL`, `_ITALY`, `_SPAIN`')).toEqual(['LEADS_INBOX_GLOBAL', 'LEADS_INBOX_ITALY', 'LEADS_INBOX_SPAIN']);
  });

  it('reads the title, the body from the first section and every row', () => {
    const doc = parseArea(AREA_TEXT);
    expect(doc.title).toBe('Forms (libs/forms)');
    expect(doc.body.startsWith('## Leads')).toBe(true);
    expect(doc.rows.map((r) => r.names)).toEqual([['LEADS_INBOX'], ['LEADS_INBOX_GLOBAL', 'LEADS_INBOX_ITALY'], ['DATA_DIR'], ['SMTP_URL']]);
    expect(doc.rows[2]!.meaning).toBe('Data \\| files');
  });

  it('finds the keys of a zod object schema', () => {
    const source = "const schema = z.object({\n  PORT: z.coerce.number(),\n  LEADS_INBOX: email.default('x'),\n  HOOK: optionalUrl,\n  lower: z.string(),\n});";
    expect(schemaKeys(source)).toEqual(['PORT', 'LEADS_INBOX', 'HOOK']);
  });
});

describe('variablesRead', () => {
  it('finds process.env and env reads, by property or by string key, once each', () => {
    const source = "const a = process.env.BENCH_MIX_S; const b = env['SLOW_PORT']; const c = env.BENCH_MIX_S; const d = env.x; env.AB;";
    expect(variablesRead(source)).toEqual(['BENCH_MIX_S', 'SLOW_PORT']);
  });
});

describe('generated files', () => {
  const areas = [{ area: { doc: 'libs/forms/src/config.env.md' }, doc: parseArea(AREA_TEXT) }];

  it('writes each area under its title, one heading level down, with a link to its file', () => {
    const page = renderPage(areas);
    expect(page).toContain('## Forms (libs/forms)\n\nFrom [libs/forms/src/config.env.md](../libs/forms/src/config.env.md).\n\n### Leads');
    expect(page).toContain('| `SMTP_URL` | unset: local sink | Mail server |');
  });

  it('comments out every variable in .env.example, with its default when that is a value', () => {
    const example = renderExample(areas);
    expect(example).toContain('# LEADS_INBOX=sales@silca.biz\n');
    expect(example).toContain('# DATA_DIR=./data\n');
    expect(example).toMatch(/# SMTP_URL= +# default: unset: local sink\n/);
    expect(example).toMatch(/# LEADS_INBOX_ITALY= +# default: LEADS_INBOX\n/);
  });
});

describe('problemsOf', () => {
  it('reports a schema key documented nowhere and a variable documented twice', () => {
    const doc = parseArea(AREA_TEXT);
    const problems = problemsOf([
      { area: { doc: 'a.md', schema: 'a.ts' }, doc, schemaSource: 'z.object({\n  LEADS_INBOX: z.string(),\n  FORMS_SECRET: z.string(),\n})' },
      {
        area: { doc: 'b.md' },
        doc: parseArea(
          AREA_TEXT.replace(/\| `LEADS_INBOX_GLOBAL`.*\n/, '')
            .replace(/\| `DATA_DIR`.*\n/, '')
            .replace(/\| `SMTP_URL`.*/, ''),
        ),
      },
    ]);
    expect(problems).toEqual([
      'a.md: FORMS_SECRET is in the schema of a.ts but documented in no area',
      'b.md: LEADS_INBOX is documented again (first in a.md)',
    ]);
  });

  it('finds the repository documented and its generated files current', () => {
    const read = (p: string) => readFileSync(join(root, p), 'utf8');
    const areas = AREAS.map((area) => ({ area, doc: parseArea(read(area.doc)), schemaSource: area.schema ? read(area.schema) : undefined }));
    expect(problemsOf(areas)).toEqual([]);
    expect(read(PAGE)).toBe(renderPage(areas));
    expect(read(EXAMPLE)).toBe(renderExample(areas));
  });
});
