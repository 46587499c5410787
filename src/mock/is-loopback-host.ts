import { isIP } from 'node:net';

/**
 * Whether a listen address is reachable only from this machine: `localhost`, `127.0.0.0/8`,
 * `::1` and their IPv4-mapped form. Anything else (`0.0.0.0`, `::`, a LAN address, a host name)
 * exposes the admin API to the network (docs/product/mock-controls.md, "Admin token").
 *
 * @example
 * isLoopbackHost('127.0.0.1'); // true
 * isLoopbackHost('0.0.0.0'); // false
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIP(name) === 4) return name.split('.')[0] === '127';
  if (isIP(name) !== 6) return false;
  // The URL parser writes IPv6 in one canonical form: `::1`, and `::ffff:7fxx:…` for 127.x.x.x.
  const canonical = new URL(`http://[${name}]`).hostname;
  return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}
