import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

/** A loopback address: 127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return address === "::1";
}

/**
 * Whether the request came over a connection from this machine: the socket's own peer address,
 * never request.ip, which a proxy header (TRUST_PROXY) can set.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress);
}
