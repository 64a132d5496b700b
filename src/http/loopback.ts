// Whether a request comes from this machine, read off the connection's own peer address: never X-Forwarded-For,
// which any client can write.
import type { FastifyRequest } from 'fastify'
import { BlockList, isIPv4 } from 'node:net'

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? ''
  // An IPv4 peer on a dual-stack socket reads "::ffff:127.0.0.1".
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return isIPv4(v4) ? LOOPBACK.check(v4, 'ipv4') : LOOPBACK.check(address, 'ipv6')
}
