import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

type Range = { subnet: string; prefix: number; family: 'ipv4' | 'ipv6' };
type Kind = {
  name: string;
  ranges: Range[];
  /** WEBHOOK_ALLOW_PRIVATE=1 opens it (DESIGN 12: private, loopback and link-local, for tests and closed nets). */
  isPrivate: boolean;
};

const v4 = (subnet: string, prefix: number): Range => ({ subnet, prefix, family: 'ipv4' });
const v6 = (subnet: string, prefix: number): Range => ({ subnet, prefix, family: 'ipv6' });

const KINDS: Kind[] = [
  { name: 'локальный адрес', ranges: [v4('127.0.0.0', 8), v6('::1', 128)], isPrivate: true },
  {
    name: 'частная сеть',
    ranges: [v4('10.0.0.0', 8), v4('172.16.0.0', 12), v4('192.168.0.0', 16), v6('fc00::', 7)],
    isPrivate: true,
  },
  { name: 'link-local', ranges: [v4('169.254.0.0', 16), v6('fe80::', 10)], isPrivate: true },
  { name: 'сеть провайдера (CGNAT)', ranges: [v4('100.64.0.0', 10)], isPrivate: true },
  { name: 'неуказанный адрес', ranges: [v4('0.0.0.0', 8), v6('::', 128)], isPrivate: false },
  { name: 'групповая рассылка', ranges: [v4('224.0.0.0', 4), v6('ff00::', 8)], isPrivate: false },
  {
    name: 'зарезервированный адрес',
    ranges: [v4('240.0.0.0', 4), v4('192.0.0.0', 24), v4('198.18.0.0', 15)],
    isPrivate: false,
  },
];

const BLOCKS = KINDS.map((kind) => {
  const list = new BlockList();
  for (const range of kind.ranges) list.addSubnet(range.subnet, range.prefix, range.family);
  return { kind, list };
});

/** `::ffff:10.0.0.1` is 10.0.0.1: an IPv4 address written as IPv6 is judged as IPv4. */
const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

const kindOf = (address: string): Kind | null => {
  const mapped = MAPPED_V4.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  return BLOCKS.find(({ list }) => list.check(ip, family))?.kind ?? null;
};

export class WebhookAddressError extends Error {}

export type ResolvedAddress = { address: string; family: 4 | 6 };

/**
 * DESIGN 12's SSRF guard: http and https only, and the host (a literal address, or every address DNS answers for
 * it) outside loopback, private, link-local and the other ranges no public service lives in. Answers the checked
 * addresses, so the delivery connects to exactly these (a second DNS answer cannot slip another in). Throws a
 * WebhookAddressError whose message ends «Адрес … недоступен: …».
 */
export const resolveWebhookAddress = async (
  url: string,
  allowPrivate: boolean,
): Promise<ResolvedAddress[]> => {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new WebhookAddressError(`Адрес ${url} недоступен: допускаются только http:// и https://`);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) as 4 | 6 }]
    : await lookup(host, { all: true, verbatim: true }).then(
        (answers) => answers.map((answer) => ({ address: answer.address, family: answer.family as 4 | 6 })),
        () => {
          throw new WebhookAddressError(`Адрес ${url} недоступен: имя ${host} не найдено в DNS`);
        },
      );
  for (const { address } of addresses) {
    const kind = kindOf(address);
    if (kind && !(kind.isPrivate && allowPrivate))
      throw new WebhookAddressError(`Адрес ${url} недоступен: ${kind.name} (${address})`);
  }
  return addresses;
};
