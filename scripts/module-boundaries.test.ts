import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The dependency direction of docs/requirements/architecture.md#dependency-direction, enforced by @nx/enforce-module-boundaries
// through the tags in each package.json. These cases prove the lint rule really bites.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries', () => {
  // The rule reads Nx's cached project graph and silently skips itself without one (a fresh
  // clone): compute it first, as `npm run lint` does.
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects'], { cwd: root, stdio: 'ignore' });
  }, 120_000);

  it.each([
    ['libs/ui/src/probe.ts', "import { MARKETS } from '@silca/i18n';\nexport const x = MARKETS;\n"],
    ['libs/blocks/src/probe.ts', "import { startContentBackend } from '@silca/content';\nexport const x = startContentBackend;\n"],
    ['libs/content/src/probe.ts', "import { blockSchemas } from '@silca/blocks';\nexport const x = blockSchemas;\n"],
    ['libs/i18n/src/probe.ts', "import { defineAppMarket } from '@silca/site/app-market';\nexport const x = defineAppMarket;\n"],
  ])('forbids %s importing against the direction', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['libs/blocks/src/probe.ts', "import { CtaButton } from '@silca/ui';\nexport const x = CtaButton;\n"],
    ['libs/content/src/probe.ts', "import { MARKETS } from '@silca/i18n';\nexport const x = MARKETS;\n"],
    ['libs/site/src/probe.ts', "import { blockSchemas } from '@silca/blocks';\nexport const x = blockSchemas;\n"],
  ])('allows %s importing along the direction', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
