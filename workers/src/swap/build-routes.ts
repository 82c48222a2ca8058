import { SWAP_SLIPPAGE_TOLERANCE, type BuildApproveResponse, type BuildTransactionResponse } from '@porthole/protocol'
import { json } from '../http/json.js'
import type { Handler } from '../http/router.js'
import { withProject } from '../http/with-project.js'
import { caip10Of } from './caip10.js'
import { swapBackend } from './index.js'
import { buildApproveQuery, buildTransactionBody } from './inputs.js'
import { answer, notSupportedForSwaps } from './responses.js'

const SIDES = { from: 'from', to: 'to' } as const

/**
 * `GET /v1/convert/build-approve?userAddress&from&to[&amount]`: the approval of
 * `from` for the backend's spender, exactly `amount` when given. `tx.from` is
 * the token contract to call, `tx.to` the spender (the shape AppKit reads).
 */
export const getBuildApprove: Handler = withProject(buildApproveQuery, async (q, _request, env) => {
  const backend = swapBackend(env, q.from.chainId)
  if (!backend) return notSupportedForSwaps()
  return answer(SIDES, async () => {
    const call = await backend.buildApprove({ token: q.from.address, owner: q.userAddress.address, amount: q.amount })
    const tx = {
      from: caip10Of({ chainId: q.from.chainId, address: call.to }),
      to: caip10Of({ chainId: q.from.chainId, address: call.spender }),
      data: call.data,
      value: String(call.value),
      eip155: { gas: Number(call.gas), gasPrice: String(call.gasPrice) },
    }
    return json({ tx } satisfies BuildApproveResponse)
  })
})

/**
 * `POST /v1/convert/build-transaction`: the swap of the best route for the
 * user to send, paying out to the user at least the quote less `eip155.slippage`
 * percent (the tolerance when absent); gas estimated on the chain unless
 * `disableEstimate`.
 */
export const postBuildTransaction: Handler = withProject(
  buildTransactionBody,
  async (body, _request, env) => {
    const backend = swapBackend(env, body.from.chainId)
    if (!backend) return notSupportedForSwaps()
    return answer(SIDES, async () => {
      const call = await backend.buildSwap({
        from: body.from.address,
        to: body.to.address,
        amount: body.amount,
        user: body.userAddress.address,
        slippagePercent: body.eip155?.slippage ?? SWAP_SLIPPAGE_TOLERANCE,
        estimate: !body.disableEstimate,
      })
      const tx = {
        from: caip10Of({ chainId: body.from.chainId, address: body.userAddress.address }),
        to: caip10Of({ chainId: body.from.chainId, address: call.to }),
        data: call.data,
        amount: String(call.value),
        eip155: { gas: String(call.gas), gasPrice: String(call.gasPrice) },
      }
      return json({ tx } satisfies BuildTransactionResponse)
    })
  },
  'body',
)
