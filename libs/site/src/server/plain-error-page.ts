const TITLES: Record<number, string> = {
  400: 'Bad request',
  404: 'Page not found',
};

/**
 * A self-contained error page for requests rejected before Remix runs (malformed or hostile
 * paths): no scripts, no external resources, the brand and a way home. Text is constant, so
 * nothing from the request is ever echoed (no reflected markup).
 */
export function plainErrorPage(status: number): string {
  const title = TITLES[status] ?? 'Error';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} | Silca</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1b1f24}header{background:#003a70;color:#fff;padding:1rem 1.5rem;font-weight:700;letter-spacing:.08em}main{max-width:40rem;margin:3rem auto;padding:0 1.5rem}a{display:inline-block;background:#003a70;color:#fff;padding:.75rem 1.25rem;text-decoration:none;border-radius:2px}a:focus-visible{outline:3px solid #f5a800;outline-offset:2px}</style></head><body><header>SILCA</header><main><h1>Ops! This page is missing.</h1><p>Either something went wrong or the page doesn't exist anymore</p><p><a href="/">Go back to the homepage</a></p></main></body></html>`;
}
