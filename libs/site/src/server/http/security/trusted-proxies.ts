import net from 'node:net';

/** Names Express (proxy-addr) understands for whole address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Parses TRUSTED_PROXIES (docs/requirements/hardening.md#proxies-and-origin): a comma-separated list of IP
 * addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`. Empty or unset = no proxy is trusted (Express `trust proxy` false:
 * `X-Forwarded-For` and `X-Forwarded-Proto` are ignored). Returns the list for Express's
 * `trust proxy` setting, or `false`. Throws an Error naming the first invalid entry.
 */
export function parseTrustedProxies(value: string | undefined): string[] | false {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!items.length) return false;
  for (const item of items) {
    if (NAMED_RANGES.has(item)) continue;
    const [addr, prefix, ...rest] = item.split('/');
    const family = net.isIP(addr ?? '');
    const max = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
    if (!family || rest.length || !prefixOk) throw new Error(`"${item}" is not an IP address, CIDR range, loopback, linklocal or uniquelocal`);
  }
  return items;
}
