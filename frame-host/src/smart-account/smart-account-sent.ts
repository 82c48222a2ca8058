import { isHash } from 'viem'
import type { Network } from '../chains/index.js'
import { waitForReceipt } from '../send/index.js'
import type { FrameThunk } from '../store/index.js'
import { readSmartAccountDeployed } from './read-deployed.js'

/**
 * After a smart account's transaction or batch: the first one deploys it, so
 * once the transaction is mined its code is read again. A hash that never gets a receipt
 * leaves the last value.
 */
export function smartAccountSent(network: Network, hash: unknown, pollMs?: number): FrameThunk<Promise<void>> {
  return async (dispatch, _getState, services) => {
    if (typeof hash !== 'string' || !isHash(hash)) return
    const mined = await waitForReceipt(services.transports.forNetwork(network), hash, pollMs).catch(() => undefined)
    if (mined) await dispatch(readSmartAccountDeployed())
  }
}
