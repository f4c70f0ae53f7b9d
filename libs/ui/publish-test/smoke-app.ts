/** Files of the throw-away React 18 + Vite app that installs the packed libraries. */
export const SMOKE_APP_FILES: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Silca packages smoke test</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['DOM', 'ES2023'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        types: [],
      },
      include: ['src'],
    },
    null,
    2,
  ),
  'src/css.d.ts': "declare module '*.css';\n",
  'src/main.tsx': `import '@silca/ui/tokens.css';
import '@silca/ui/base.css';
import { Blok, BlocksProvider } from '@silca/blocks';
// Content not parsed on a server is parsed with the content entry's schemas (decision 0964).
import { contentSchemas } from '@silca/blocks/content';
import { CtaButton, LinkProvider, type CtaType } from '@silca/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

// Must land in its own chunk, not the entry bundle.
const ImageZoom = lazy(() => import('@silca/ui/zoom').then((m) => ({ default: m.ImageZoom })));

const type: CtaType = 'secondary';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <LinkProvider>
      <BlocksProvider schemas={contentSchemas}>
        <main>
          <Blok
            blok={{
              _uid: 'smoke-1',
              component: 'small_banner',
              title: 'Rendered from the tarball',
              text: 'A block of @silca/blocks, installed with npm from its packed tarball.',
              cta_label: 'Visit silca.biz',
              cta_link: { id: '', url: 'https://www.silca.biz', cached_url: 'https://www.silca.biz', linktype: 'url', fieldtype: 'multilink' },
            }}
          />
          <CtaButton label="A plain button" type={type} />
          <Suspense fallback={null}>
            <ImageZoom image="/key.jpg" alt="A key" />
          </Suspense>
        </main>
      </BlocksProvider>
    </LinkProvider>
  </StrictMode>,
);
`,
};
