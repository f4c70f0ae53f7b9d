const GENERIC = { heading: 'Ops! This page is missing.', text: "Either something went wrong or the page doesn't exist anymore" };
/** Texts from docs/requirements/pages.md#error-messages (generic for every status but 404). */
const PAGES: Record<number, { title: string; heading: string; text: string }> = {
  400: { title: 'Bad request', ...GENERIC },
  404: { title: 'Page not found', heading: 'Page not found', text: 'We are not able to find the page you were looking for' },
  405: { title: 'Method not allowed', ...GENERIC },
  413: { title: 'Request too large', ...GENERIC },
  500: { title: 'Error', ...GENERIC },
  503: { title: 'Service unavailable', ...GENERIC },
};

/** A self-contained error page, constant text, nothing echoed (docs/requirements/hardening.md#hostile-requests). */
export function plainErrorPage(status: number): string {
  const page = PAGES[status] ?? { title: 'Error', ...GENERIC };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${page.title} | Silca</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1b1f24}header{background:#003a70;color:#fff;padding:1rem 1.5rem;font-weight:700;letter-spacing:.08em}main{max-width:40rem;margin:3rem auto;padding:0 1.5rem}a{display:inline-block;background:#003a70;color:#fff;padding:.75rem 1.25rem;text-decoration:none;border-radius:2px}a:focus-visible{outline:3px solid #f5a800;outline-offset:2px}</style></head><body><header>SILCA</header><main><h1>${page.heading}</h1><p>${page.text}</p><p><a href="/">Go back to the homepage</a></p></main></body></html>`;
}
