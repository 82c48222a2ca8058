/** What the other feature folders use of rpc/. */
export type { RpcTransport, createRpcTransport } from './create-rpc-transport.js'
export { createLazyRpcTransport } from './lazy-rpc-transport.js'
export { RpcUnreachableError } from './rpc-unreachable.js'
