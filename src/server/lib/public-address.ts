import ipaddr from 'ipaddr.js';

/**
 * Whether an address is on the public internet, for the server's own requests to addresses a user
 * gave (iCal imports): parsed and classified by ipaddr.js, so every written form of an address is the
 * same address (`127.1`, `0x7f.0.0.1`, `::ffff:127.0.0.1`, `0:0:0:0:0:ffff:7f00:1` …).
 *
 * IPv4: only ipaddr.js's `unicast` (no loopback, private, link-local, carrier-grade NAT, reserved,
 * multicast, broadcast or unspecified). IPv6: only global unicast (2000::/3) that embeds no IPv4 address
 * (no 6to4, Teredo or NAT64 prefixes); an IPv4-mapped address is judged as the IPv4 address it carries,
 * and the IPv4-compatible ::a.b.c.d is refused with the rest of ::/8.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  return parsed.range() === 'unicast' && (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST);
}

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/** Whether a host (a URL's hostname, brackets and all) is an address rather than a name. */
export function isAddressLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, ''));
}
