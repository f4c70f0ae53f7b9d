import net from 'node:net';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Parses TRUSTED_PROXIES (docs/requirements/hardening.md#proxies-and-origin): addresses, CIDR ranges or `loopback`, `linklocal`,
 * `uniquelocal`; empty = `false` (forwarded headers ignored). Throws naming the first invalid entry.
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
