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

/** The render deadline (decision 0976): the stream is cut this long after the render starts. */
const RENDER_DEADLINE_MS = 5_000;

/**
 * How long Remix waits for promises in loader data before rejecting them, in the document's
 * streamed data and in `.data` answers (single fetch, decision 1044): a second before the render
 * deadline, so a rejection still reaches the page before the stream is cut, as Remix's guide has it.
 */
export const streamTimeout = RENDER_DEADLINE_MS - 1_000;

/** The market baked into this build; the Express server reads it to log and check. */
export { market } from '../market';
// For the HTTP server: the client's UI strings files (decision 0843, locale-strings.ts).
export { localeStrings } from '../i18n/i18n.server';
// Refusals Remix raises itself (a malformed data request's 4xx) are info lines, faults errors (decision 0882).
export { handleRemixError as handleError } from '../server/http/remix-error-log';

/**
 * Streams the HTML of a request (Remix v2 node entry) once everything is rendered (onAllReady),
 * for browsers and bots alike. With single fetch the loader data streams through Suspense
 * boundaries, and React 18 writes a boundary that resolves after the shell past `</html>`,
 * which is invalid HTML (docs/requirements/pages.md#conformance-goals); no loader defers data,
 * so waiting costs only the encoding of the data (decision 1044).
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
    // Cleared when the stream ends, so a finished render is not kept alive until the deadline (decision 0976).
    let abortRender = () => {};
    const deadline = renderDeadline(() => abortRender(), RENDER_DEADLINE_MS);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          {/* The nonce goes on the inline scripts that stream the loader data in (single fetch, decision 1044). */}
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          // React 18 pads a 2 KB view with NUL before a multi-byte character that does not fit;
          // the filter cuts that padding (docs/requirements/pages.md#public-site-goals, libs/site/src/server/http/react-stream-padding.ts).
          const body = createReactPaddingFilter();
          // Single fetch's data scripts come after </html>: the closing tags go last (decision 1044).
          // pipeline() carries a client's abort back to React's render.
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
