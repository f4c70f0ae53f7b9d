/**
 * Partner sessions for benchmarks (docs/requirements/performance.md#partner-speed): the site's own login flow as a browser without
 * JavaScript runs it (the embedded provider's self-signed HTTPS trusted for these requests only); returns the site's cookies as one
 * `Cookie` header.
 */
import { Agent, fetch } from 'undici';

/** A development user of README.md ("Development users"). */
export const DEV_PARTNER = { email: 'partner@silca.test', password: 'partner-pass-1' } as const;

/** Cookies by name, from `Set-Cookie` answers (expired ones dropped). */
class Jar {
  private readonly cookies = new Map<string, string>();
  store(headers: { getSetCookie(): string[] }) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Only the embedded provider on loopback, whose certificate is self-signed per process. */
const loopbackTls = new Agent({ connect: { rejectUnauthorized: false } });

/**
 * Logs `user` in on `site` (`http://127.0.0.1:PORT`) and returns the `Cookie` header of the
 * partner session. Throws when the flow ends anywhere but back on the site with a session
 * (wrong password, provider down, more than 20 redirects).
 */
export async function partnerSession(site: string, user: { email: string; password: string } = DEV_PARTNER, returnTo = '/en/global/extranet'): Promise<string> {
  const siteJar = new Jar();
  const providerJar = new Jar();
  let url = `${site}/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
  let method: 'GET' | 'POST' = 'GET';
  let body: URLSearchParams | undefined;
  let posted = false;
  for (let hop = 0; hop < 20; hop++) {
    const onSite = url.startsWith(site);
    const jar = onSite ? siteJar : providerJar;
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
      ...(onSite ? {} : { dispatcher: loopbackTls }),
    });
    jar.store(res.headers);
    const location = res.headers.get('location');
    if (location) {
      await res.arrayBuffer();
      url = new URL(location, url).toString();
      method = 'GET';
      body = undefined;
      // Back on the site after the callback: the session is set.
      if (onSite && new URL(url).pathname === returnTo && posted) return siteJar.header();
      continue;
    }
    const html = await res.text();
    if (onSite || posted || res.status !== 200 || !html.includes('name="password"')) {
      throw new Error(`login of ${user.email} stopped at ${url} (${res.status})`);
    }
    // The provider's login form (stand-ins/auth0/src/login-page.ts).
    method = 'POST';
    body = new URLSearchParams({ step: 'password', intent: 'submit', email: user.email, password: user.password });
    posted = true;
  }
  throw new Error(`login of ${user.email}: too many redirects`);
}
