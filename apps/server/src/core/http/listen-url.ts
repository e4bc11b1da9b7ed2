// A server listening on every interface (HOST 0.0.0.0 or ::) has no address of its own to print; the machine's
// own name reaches it, so that is the address `npm start` shows. Any other HOST is the only one that answers.
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** The address a person opens for a server listening on `host` and `port`. */
export const listenUrl = (host: string, port: number): string => {
  if (WILDCARD_HOSTS.has(host)) return `http://localhost:${port}`;
  const isBareIpv6 = host.includes(':') && !host.startsWith('[');
  return `http://${isBareIpv6 ? `[${host}]` : host}:${port}`;
};
