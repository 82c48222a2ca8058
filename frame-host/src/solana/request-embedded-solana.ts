import {
  AbortedError,
  AuthMessages,
  ChainDisconnectedError,
  InvalidParamsRpcError,
  Messages,
  SolanaMessages,
  solanaParams,
  solanaWalletRequestResult,
  UnauthorizedProviderError,
  type SolanaWalletRequestBody,
  type RpcRequest,
  type SolanaParams,
} from '@porthole/protocol'
import { getBase58Encoder } from '@solana/kit'
import type { Network } from '../chains/networks.js'
import { awaitApproval, refuseNotAllowed } from '../embedded/approval-queue.js'
import { jsonOf } from '../embedded/approval-window/approval-request.js'
import { loudest } from '../embedded/warning.js'
import { describeMessageBytes, type RequestDescription } from '../embedded/describe-request.js'
import type { FrameState, FrameThunk } from '../store/types.js'
import { decodeTransaction } from './decode-transaction.js'
import { describeTransaction } from './describe-transaction.js'
import { lookupTableAddresses, resolveLookupTables } from './resolve-lookup-tables.js'
import { solanaRpc } from './solana-rpc.js'

const METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'] as const
type Method = (typeof METHODS)[number]
const isMethod = (method: string): method is Method => (METHODS as readonly string[]).includes(method)

/** The request's network (CAIP-2, set by the router), else the active Solana one. */
function networkOf(state: FrameState, chainId: string | undefined): Network {
  const id = chainId ?? state.network.active.solana
  const network = state.network.available.find((n) => n.caipNetworkId === id && n.namespace === 'solana')
  if (!network) throw new ChainDisconnectedError(Messages.chainNotSupported)
  return network
}

function parse<M extends Method>(method: M, params: unknown): SolanaParams<M> {
  const parsed = solanaParams[method]().safeParse(params)
  if (!parsed.success) throw new InvalidParamsRpcError()
  return parsed.data as SolanaParams<M>
}

/**
 * A Solana request for the embedded wallet: decoded, checked (the account must
 * be one of the transaction's signers; a transaction is simulated and one that
 * fails cannot be approved), shown in ApproveTransaction, then signed by the
 * worker for the live session; sign-and-send is sent and confirmed by the frame.
 * Results have WalletConnect's Solana shapes.
 */
export function requestEmbeddedSolana(args: RpcRequest, signal?: AbortSignal): FrameThunk<Promise<unknown>> {
  return async (dispatch, getState, services) => {
    if (signal?.aborted) throw new AbortedError()
    const method = args.method
    if (!isMethod(method)) return dispatch(refuseNotAllowed(method))
    const session = services.embedded.storage.readSession()
    if (!session?.solanaAddress) throw new UnauthorizedProviderError(AuthMessages.sessionExpired)
    const account = session.solanaAddress
    const network = networkOf(getState(), args.chainId)
    const rpc = solanaRpc(services.transports.forNetwork(network))
    const sign = (body: SolanaWalletRequestBody) => services.embedded.client.solanaRequest(session.token, body, solanaWalletRequestResult())
    const chain = { id: network.caipNetworkId, name: network.name, symbol: network.nativeCurrency.symbol }
    // The instructions need the chain's lookup tables to be named: the window shows the frame's reading of them.
    const approve = <T>(description: RequestDescription, act: () => Promise<T>) =>
      dispatch(
        awaitApproval(
          { method, chainName: network.name, description, request: { method, params: jsonOf(args.params), chain, account, chainFacts: description } },
          signal,
          act,
        ),
      )

    if (method === 'solana_signMessage') {
      const params = parse(method, args.params)
      if (params.pubkey !== account) throw new UnauthorizedProviderError('The requested account is not the connected one')
      const bytes = new Uint8Array(getBase58Encoder().encode(params.message))
      return approve(describeMessageBytes(bytes, services.walletConnect.presence.metadata()?.url), async () => ({
        signature: (await sign({ method, params })).signature,
      }))
    }

    const transactions = method === 'solana_signAllTransactions' ? parse(method, args.params).transactions : [parse(method, args.params).transaction]
    const decoded = transactions.map(decodeTransaction)
    if (decoded.some((d) => !d.signers.includes(account as never))) throw new UnauthorizedProviderError(SolanaMessages.notSigner)
    const send = method === 'solana_signAndSendTransaction'
    const simulationError = send ? await rpc.simulate(transactions[0]!) : undefined
    if (signal?.aborted) throw new AbortedError()
    const loadTable = async (table: string) => {
      const data = await rpc.lookupTable(table)
      return data === undefined ? undefined : lookupTableAddresses(data)
    }
    const described = (await Promise.all(decoded.map((d) => resolveLookupTables(d, loadTable)))).map(describeTransaction)
    if (signal?.aborted) throw new AbortedError()
    const description: RequestDescription = {
      kind: 'solanaTransaction',
      feePayer: described[0]!.feePayer,
      actions: described.flatMap((d, i) => (described.length > 1 ? d.actions.map((a) => ({ ...a, transaction: i + 1 })) : d.actions)),
      send,
      warning: loudest(described.map((d) => d.warning)),
      ...(simulationError ? { simulationError } : {}),
    }
    const signAll = () => Promise.all(transactions.map(async (transaction) => sign({ method: 'solana_signTransaction', params: { transaction } })))

    if (method === 'solana_signAllTransactions') return approve(description, async () => ({ transactions: (await signAll()).map((s) => s.transaction!) }))
    if (method === 'solana_signTransaction') {
      return approve(description, async () => {
        const [signed] = await signAll()
        return { signature: signed!.signature, transaction: signed!.transaction! }
      })
    }
    const { sendOptions } = parse('solana_signAndSendTransaction', args.params)
    return approve(description, async () => {
      const [signed] = await signAll()
      const signature = await rpc.sendTransaction(signed!.transaction!, sendOptions ?? {})
      return { signature }
    })
  }
}
