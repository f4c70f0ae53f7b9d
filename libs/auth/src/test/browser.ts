/**
 * A tiny browser for tests: one cookie jar per origin, manual redirects, form posts. Enough to
 * walk the authorization code flow between a site (a Request handler) and the local provider
 * (real HTTPS through the process's fetch).
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Follows provider redirects until the URL leaves the provider's origin; returns that URL. */
export async function followProvider(
  start: string,
  providerOrigin: string,
  jar: CookieJar,
  login?: { email: string; password: string; code?: string; cancelAt?: 'password' | 'mfa' },
): Promise<{ url: string; html?: string }> {
  let url = start;
  let method: 'GET' | 'POST' = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (!url.startsWith(providerOrigin)) return { url };
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    jar.store(res.headers);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    if (!login || res.status !== 200) return { url, html };
    const step = html.includes('name="code"') ? 'mfa' : 'password';
    if (step === 'mfa' && html.includes('role="alert"')) return { url, html };
    if (step === 'password' && html.includes('role="alert"')) return { url, html };
    method = 'POST';
    body = new URLSearchParams({ step, intent: login.cancelAt === step ? 'cancel' : 'submit' });
    if (step === 'password') {
      body.set('email', login.email);
      body.set('password', login.password);
    } else {
      body.set('code', login.code ?? '');
    }
  }
  throw new Error('too many redirects');
}
