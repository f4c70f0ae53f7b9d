import net from 'node:net';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUSTED_PROXIES: addresses, CIDRs or named ranges, `false` when empty; throws on an invalid entry (docs/requirements/hardening.md#proxies-and-origin). */
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
