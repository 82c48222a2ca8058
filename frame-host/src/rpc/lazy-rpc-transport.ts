import { InternalRpcError, Messages } from '@porthole/protocol'
import type { createRpcTransport, RpcTransport } from './create-rpc-transport.js'

/**
 * The RPC transport with its code (viem's http and fallback transports,
 * retries and error mapping) fetched on the first call, not before the
 * frame's first paint. Calls made while it loads continue in the same tick,
 * so they still batch; later calls go straight to it.
 */
export function createLazyRpcTransport(urls: readonly string[], options: createRpcTransport.Options = {}): RpcTransport {
  let transport: RpcTransport | undefined
  let loading: Promise<RpcTransport> | undefined
  const load = () =>
    (loading ??= import('./create-rpc-transport.js').then(
      (module) => (transport = module.createRpcTransport(urls, options)),
      () => {
        // The next call fetches the code again; this one fails as a node that cannot be reached would.
        loading = undefined
        throw new InternalRpcError(Messages.anErrorOccurred)
      },
    ))
  return {
    request: (args, options) => (transport ? transport.request(args, options) : load().then((loaded) => loaded.request(args, options))),
  }
}
