import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a client's address counts under in the per-client limits. An IPv6 host is normally
 * given a whole /64 and may use any of its 2^64 addresses, so keyed by the full address one
 * host could mint a fresh budget per request: IPv6 counts per /64 ("2001:db8:1:2::/64").
 * An IPv4-mapped address (::ffff:203.0.113.7, what a dual-stack socket reports for an IPv4
 * client) is that IPv4 address; IPv4 is kept as it is. Anything that is not an IP address
 * (Fastify always gives one) is kept as given.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  // A zone (fe80::1%eth0) names the receiving interface, not the client.
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address: `::` filled in, a dotted IPv4 tail read. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function groupsOf(part: string): number[] {
  if (part === '') return [];
  return part.split(':').flatMap((piece) => {
    if (!piece.includes('.')) return [parseInt(piece, 16)];
    const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
    return [(a << 8) | b, (c << 8) | d];
  });
}
