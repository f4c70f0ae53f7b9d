import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { pipeline } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { renderI18n } from '../i18n/i18n.server';
import { localeForRequest } from '../server/pages/locale.server';
import { createReactPaddingFilter } from '../server/http/react-stream-padding';
import { createDocumentEndMover } from '../server/http/document-end';
import { renderDeadline } from '../server/http/render-deadline';
import { NonceProvider } from './nonce';

/** The stream is cut this long after the render starts (ms, decision 0976). */
const RENDER_DEADLINE_MS = 5_000;

/** How long Remix waits for loader promises (ms): a second before the render deadline, so a rejection still reaches the page (decision 1044). */
export const streamTimeout = RENDER_DEADLINE_MS - 1_000;

/** The market baked into this build, for the HTTP server. */
export { market } from '../market';
export { localeStrings } from '../i18n/i18n.server';
// Refusals Remix raises itself are info lines, faults errors (decision 0882).
export { handleRemixError as handleError } from '../server/http/remix-error-log';

/**
 * Streams a request's HTML once everything is rendered (onAllReady): a Suspense boundary resolved
 * after the shell would land past `</html>` (docs/requirements/hardening.md#whole-documents, decision 1044).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.cspNonce;
  const locale = localeForRequest(request);
  const i18n = renderI18n(locale);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let abortRender = () => {};
    const deadline = renderDeadline(() => abortRender(), RENDER_DEADLINE_MS);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          {/* The nonce goes on the inline scripts that stream the loader data in (decision 1044). */}
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          // React 18 pads with NUL before a multi-byte character that does not fit its view (docs/requirements/hardening.md#whole-documents).
          const body = createReactPaddingFilter();
          // The data scripts come after </html>: the closing tags go last; pipeline() carries a client's abort back to React.
          const document = pipeline(body, createDocumentEndMover(), () => {});
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(document), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          deadline.until(body);
          pipe(body);
        },
        onShellError(error: unknown) {
          deadline.cancel();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, Remix's boundary handles them.
          if (shellRendered) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}
