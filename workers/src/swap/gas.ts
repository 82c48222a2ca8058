import { BaseError, HttpRequestError, TimeoutError, type Address, type Hex, type PublicClient } from 'viem'
import { SwapRefused } from './errors.js'

/**
 * The chain's estimate for a call, with a fifth more: the state it runs on
 * when mined (reserves, storage refunds) differs from the one estimated on.
 * A call the chain refuses (a revert, too little balance) is refused with the
 * chain's reason; a chain that does not answer stays an error.
 */
export async function estimatedGas(client: PublicClient, call: { account: Address; to: Address; data: Hex; value?: bigint }): Promise<bigint> {
  try {
    const gas = await client.estimateGas(call)
    return (gas * 6n) / 5n
  } catch (error) {
    if (!(error instanceof BaseError) || error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError)) throw error
    throw new SwapRefused(`The transaction would fail: ${error.shortMessage}`)
  }
}
