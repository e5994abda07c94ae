// Which addresses the recipe importer may connect to: public unicast only. Everything the IANA
// special-purpose registries set aside (loopback, private, link-local, unique-local, multicast,
// documentation, benchmarking, shared address space…) is refused, and an IPv6 address that
// carries an IPv4 one (IPv4-mapped, NAT64, 6to4) is judged by the IPv4 address it carries.
import { isIP } from 'node:net';

export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'reserved'
  | 'invalid';

interface Block {
  /** The network, as a number of 32 or 128 bits. */
  network: bigint;
  prefix: number;
  kind: Exclude<AddressKind, 'public' | 'invalid'>;
}

const V4_BLOCKS: Block[] = [
  block4('0.0.0.0', 32, 'unspecified'),
  block4('0.0.0.0', 8, 'reserved'), // « this network »
  block4('10.0.0.0', 8, 'private'),
  block4('100.64.0.0', 10, 'private'), // shared address space (carrier-grade NAT)
  block4('127.0.0.0', 8, 'loopback'),
  block4('169.254.0.0', 16, 'link-local'), // cloud metadata services live here
  block4('172.16.0.0', 12, 'private'),
  block4('192.0.0.0', 24, 'reserved'), // IETF protocol assignments
  block4('192.0.2.0', 24, 'reserved'), // documentation
  block4('192.88.99.0', 24, 'reserved'), // 6to4 relay anycast
  block4('192.168.0.0', 16, 'private'),
  block4('198.18.0.0', 15, 'reserved'), // benchmarking
  block4('198.51.100.0', 24, 'reserved'), // documentation
  block4('203.0.113.0', 24, 'reserved'), // documentation
  block4('224.0.0.0', 4, 'multicast'),
  block4('240.0.0.0', 4, 'reserved'), // future use, and the broadcast address
];

const V6_BLOCKS: Block[] = [
  block6('::', 128, 'unspecified'),
  block6('::1', 128, 'loopback'),
  block6('64:ff9b:1::', 48, 'private'), // local-use NAT64
  block6('100::', 64, 'reserved'), // discard-only
  block6('2001::', 23, 'reserved'), // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  block6('2001:db8::', 32, 'reserved'), // documentation
  block6('3fff::', 20, 'reserved'), // documentation
  block6('5f00::', 16, 'reserved'), // segment routing
  block6('fc00::', 7, 'unique-local'),
  block6('fe80::', 10, 'link-local'),
  block6('fec0::', 10, 'private'), // site-local (deprecated)
  block6('ff00::', 8, 'multicast'),
];

/** The public, routable part of IPv6: global unicast (2000::/3). */
const V6_GLOBAL = { network: parse6('2000::')!, prefix: 3 };

/** What `address` (an IPv4 or IPv6 literal, IPv6 without brackets) is. */
export function classifyAddress(address: string): AddressKind {
  const literal = address.replace(/^\[|\]$/g, '');
  const version = isIP(literal);
  if (version === 4) return classify4(parse4(literal)!);
  if (version !== 6) return 'invalid';
  const value = parse6(literal);
  if (value === null) return 'invalid';
  const carried = carriedIPv4(value);
  if (carried !== null) return classify4(carried);
  const found = V6_BLOCKS.find((entry) => inBlock(value, entry, 128));
  if (found) return found.kind;
  // Outside 2000::/3 nothing is allocated for the public Internet (::/96 « IPv4-compatible »
  // addresses included): refused.
  return inBlock(value, V6_GLOBAL, 128) ? 'public' : 'reserved';
}

/** True when the importer may connect to `address`. */
export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

function classify4(value: bigint): AddressKind {
  return V4_BLOCKS.find((entry) => inBlock(value, entry, 32))?.kind ?? 'public';
}

/** The IPv4 address an IPv6 one stands for: IPv4-mapped, NAT64 (well-known prefix), 6to4. */
function carriedIPv4(value: bigint): bigint | null {
  const low32 = value & 0xffff_ffffn;
  if (value >> 32n === 0xffffn) return low32; // ::ffff:a.b.c.d
  if (value >> 32n === 0x0064_ff9b_0000_0000_0000_0000n) return low32; // 64:ff9b::a.b.c.d
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffff_ffffn; // 2002:aabb:ccdd::
  return null;
}

function inBlock(value: bigint, entry: Pick<Block, 'network' | 'prefix'>, bits: number): boolean {
  const shift = BigInt(bits - entry.prefix);
  return value >> shift === entry.network >> shift;
}

function block4(address: string, prefix: number, kind: Block['kind']): Block {
  return { network: parse4(address)!, prefix, kind };
}

function block6(address: string, prefix: number, kind: Block['kind']): Block {
  return { network: parse6(address)!, prefix, kind };
}

function parse4(address: string): bigint | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255))
    return null;
  return parts.reduce((sum, part) => (sum << 8n) | BigInt(part), 0n);
}

/** An IPv6 literal (`::`, an embedded dotted IPv4 and a zone id allowed) as 128 bits. */
function parse6(address: string): bigint | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const v4 = parse4(dotted[1]!);
    if (v4 === null) return null;
    text = `${text.slice(0, -dotted[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.reduce((sum, group) => (sum << 16n) | BigInt(parseInt(group, 16)), 0n);
}
