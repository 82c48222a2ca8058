import { ErrorCodes, PortholeError } from '@porthole/protocol'
import type { RpcTransport } from './create-rpc-transport.js'

/**
 * The RPC transport with its code (viem's http transport, retries and error
 * mapping) fetched on the first call, not before the frame's first paint.
 * Calls made while it loads continue in the same tick, so they still batch.
 */
export function createLazyRpcTransport(url: string | undefined): RpcTransport {
  let transport: Promise<RpcTransport> | undefined
  const load = () =>
    (transport ??= import('./create-rpc-transport.js').then(
      (module) => module.createRpcTransport(url),
      () => {
        // The next call fetches the code again; this one fails as a node that cannot be reached would.
        transport = undefined
        throw new PortholeError(ErrorCodes.internal, 'An error occurred')
      },
    ))
  return {
    request: async (args, options) => (await load()).request(args, options),
  }
}
