import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { renderI18n } from '../i18n/i18n.server';
import { localeForRequest } from '../server/pages/locale.server';
import { createReactPaddingFilter } from '../server/http/react-stream-padding';
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
 * Streams the HTML of a request (Remix v2 node entry). Bots and crawlers get the whole document
 * at once (onAllReady) so they index complete pages; browsers get it as soon as the shell is ready.
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
  const waitForAll = isbot(request.headers.get('user-agent') ?? '');
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
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          // React 18 pads a 2 KB view with NUL before a multi-byte character that does not fit;
          // the filter cuts that padding (docs/requirements/pages.md#public-site-goals, libs/site/src/server/http/react-stream-padding.ts).
          const body = createReactPaddingFilter();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
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
