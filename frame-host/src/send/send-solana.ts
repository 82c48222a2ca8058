import { InternalRpcError, lazy, Messages } from '@porthole/protocol'
import * as z from 'zod/mini'
import type { Network } from '../chains/index.js'
import { activeConnector } from '../connector-registry.js'
import { selectAddress, type FrameThunk } from '../store/index.js'
import { solanaRpc, transferTransaction } from '../solana/index.js'
import { sendFailed, sendStarted } from './send-slice.js'
import { transactionSent } from './transaction-sent.js'

const sent = lazy(() => z.object({ signature: z.string().check(z.minLength(64), z.maxLength(88)) }))

/**
 * The Send view on a Solana network: a SOL or SPL transfer built here, then
 * signed and sent by the active Solana connector (any of them: the page's
 * wallet, WalletConnect, the embedded one through ApproveTransaction). Once
 * confirmed, balances refresh.
 */
export function sendSolana(network: Network, checked: { units: bigint; to: string }): FrameThunk<Promise<string | undefined>> {
  return async (dispatch, getState, services) => {
    const state = getState()
    const token = state.send.token
    const from = selectAddress(state)
    const connector = activeConnector({ dispatch, getState, services }, 'solana')
    if (!from || !connector || !token) {
      dispatch(sendFailed(Messages.noConnectorFound))
      return undefined
    }
    dispatch(sendStarted())
    const rpc = solanaRpc(services.transports.forNetwork(network))
    let signature: string
    try {
      const program = token.address ? await rpc.owner(token.address) : undefined
      if (token.address && !program) throw new InternalRpcError(`The token ${token.symbol} does not exist on ${network.name}`)
      const transaction = await transferTransaction({
        from,
        to: checked.to,
        units: checked.units,
        blockhash: await rpc.getLatestBlockhash(),
        ...(token.address && program ? { token: { mint: token.address, decimals: token.decimals, program } } : {}),
      })
      const answer = sent().safeParse(
        await connector.request({ method: 'solana_signAndSendTransaction', params: { transaction }, chainId: network.caipNetworkId }),
      )
      if (!answer.success) throw new InternalRpcError('The wallet returned no transaction signature')
      signature = answer.data.signature
    } catch (error) {
      dispatch(sendFailed(error instanceof Error ? error.message : Messages.somethingWentWrong))
      return undefined
    }
    // Names and activity are EVM only.
    dispatch(transactionSent(rpc.confirm(signature), { activity: false }))
    return signature
  }
}
