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
    // No shipped code reaches a stand-in (decision 1030): only over HTTP, through the official client.
    ['libs/content/src/probe.ts', "import { startLocalServer } from '@silca/stand-in-storyblok';\nexport const x = startLocalServer;\n"],
    ['libs/auth/src/probe.ts', "import { startLocalProvider } from '@silca/stand-in-auth0';\nexport const x = startLocalProvider;\n"],
    ['libs/search/src/probe.ts', "import { startAlgoliaTwin } from '@silca/stand-in-algolia';\nexport const x = startAlgoliaTwin;\n"],
    ['libs/site/src/probe.ts', "import { EmbeddedSpace } from '@silca/stand-in-storyblok';\nexport const x = EmbeddedSpace;\n"],
    ['apps/site-global/probe.ts', "import { DEV_USERS } from '@silca/stand-in-auth0';\nexport const x = DEV_USERS;\n"],
    ['stand-ins/storyblok/src/probe.ts', "import { defineAppMarket } from '@silca/site/app-market';\nexport const x = defineAppMarket;\n"],
  ])('forbids %s importing against the direction', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  it.each([
    ['libs/blocks/src/probe.ts', "import { CtaButton } from '@silca/ui';\nexport const x = CtaButton;\n"],
    ['libs/content/src/probe.ts', "import { MARKETS } from '@silca/i18n';\nexport const x = MARKETS;\n"],
    ['libs/site/src/probe.ts', "import { blockSchemas } from '@silca/blocks';\nexport const x = blockSchemas;\n"],
    // Contract suites and library tests run the real clients against the stand-ins.
    ['libs/content/src/probe.test.ts', "import { startLocalServer } from '@silca/stand-in-storyblok';\nexport const x = startLocalServer;\n"],
    ['libs/site/src/probe.test.tsx', "import { EmbeddedSpace } from '@silca/stand-in-storyblok';\nexport const x = EmbeddedSpace;\n"],
    ['stand-ins/storyblok/src/probe.ts', "import { LOCAL_PUBLIC_TOKEN } from '@silca/content';\nexport const x = LOCAL_PUBLIC_TOKEN;\n"],
  ])('allows %s importing along the direction', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
