import { InternalRpcError } from '@porthole/protocol'
import { isHash, type Hex } from 'viem'
import type { Connector } from '../connectors/index.js'
import type { TransactionRequest } from './transfer-call.js'

/**
 * `eth_sendTransaction` through a connector, whichever wallet it is (the
 * embedded one shows ApproveTransaction itself): the hash, or the wallet's
 * error with its code (4001 when the visitor refused).
 */
export async function requestTransaction(connector: Connector, call: TransactionRequest, options?: Connector.RequestOptions): Promise<Hex> {
  const result = await connector.request({ method: 'eth_sendTransaction', params: [call] }, options)
  if (typeof result !== 'string' || !isHash(result)) throw new InternalRpcError('The wallet returned no transaction hash')
  return result
}
