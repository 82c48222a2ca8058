import {
  AbortedError,
  AuthMessages,
  ChainDisconnectedError,
  handlerOf,
  InvalidParamsRpcError,
  Messages,
  SolanaMessages,
  solanaParams,
  solanaWalletRequestResult,
  UnauthorizedProviderError,
  type MethodsWhere,
  type SolanaEntries,
  type SolanaWalletRequestBody,
  type SolanaWalletRequestResult,
  type RpcRequest,
  type SolanaParams,
} from '@porthole/protocol'
import type { Network } from '../chains/index.js'
import { awaitApproval, refuseNotAllowed, jsonOf, type SolanaFacts } from '../embedded/index.js'
import type { FrameState, FrameThunk } from '../store/index.js'
import { decodeTransaction } from './decode-transaction.js'
import { describeSolanaApproval } from './describe-solana-approval.js'
import { readSolanaFacts } from './solana-facts.js'
import { solanaRpc } from './solana-rpc.js'

type Method = MethodsWhere<SolanaEntries, { kind: 'sign' | 'send' }>

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

/** What each method's answer needs: the account, the network's RPC, the worker's signing, and the approval. */
type Signing = {
  params: unknown
  account: string
  rpc: ReturnType<typeof solanaRpc>
  sign: (body: SolanaWalletRequestBody) => Promise<SolanaWalletRequestResult>
  /** The approval of the request, described as the approval window reads it, with the chain facts its transactions need. */
  approve: <T>(act: () => Promise<T>, chainFacts?: SolanaFacts) => Promise<T>
  signal: AbortSignal | undefined
}

/**
 * Transactions decoded, checked (the account must be one of their signers), the chain facts
 * their approval needs read (their simulation among them), then `act` with the worker's signatures of them all.
 */
async function approveTransactions<T>(
  { account, rpc, sign, approve, signal }: Signing,
  transactions: readonly string[],
  send: boolean,
  act: (signAll: () => Promise<SolanaWalletRequestResult[]>) => Promise<T>,
): Promise<T> {
  const decoded = transactions.map(decodeTransaction)
  if (decoded.some((d) => !d.signers.includes(account as never))) throw new UnauthorizedProviderError(SolanaMessages.notSigner)
  const facts = await readSolanaFacts(rpc, transactions, decoded, send)
  if (signal?.aborted) throw new AbortedError()
  const signAll = () => Promise.all(transactions.map(async (transaction) => sign({ method: 'solana_signTransaction', params: { transaction } })))
  return approve(() => act(signAll), facts)
}

const ANSWERS: { readonly [M in Method]: (signing: Signing) => Promise<unknown> } = {
  solana_signMessage: (signing) => {
    const params = parse('solana_signMessage', signing.params)
    if (params.pubkey !== signing.account) throw new UnauthorizedProviderError('The requested account is not the connected one')
    return signing.approve(async () => ({ signature: (await signing.sign({ method: 'solana_signMessage', params })).signature }))
  },
  solana_signTransaction: (signing) =>
    approveTransactions(signing, [parse('solana_signTransaction', signing.params).transaction], false, async (signAll) => {
      const [signed] = await signAll()
      return { signature: signed!.signature, transaction: signed!.transaction! }
    }),
  solana_signAllTransactions: (signing) =>
    approveTransactions(signing, parse('solana_signAllTransactions', signing.params).transactions, false, async (signAll) => ({
      transactions: (await signAll()).map((s) => s.transaction!),
    })),
  solana_signAndSendTransaction: (signing) => {
    const { transaction, sendOptions } = parse('solana_signAndSendTransaction', signing.params)
    return approveTransactions(signing, [transaction], true, async (signAll) => {
      const [signed] = await signAll()
      return { signature: await signing.rpc.sendTransaction(signed!.transaction!, sendOptions ?? {}) }
    })
  },
}

/**
 * A Solana request for the embedded wallet: decoded, checked (the account must
 * be one of the transaction's signers; every transaction is simulated: one to send
 * that fails cannot be approved, one to sign that fails is a danger), shown in ApproveTransaction, then signed by the
 * worker for the live session; sign-and-send is sent and confirmed by the frame.
 * Results have WalletConnect's Solana shapes.
 */
export function requestEmbeddedSolana(args: RpcRequest, signal?: AbortSignal): FrameThunk<Promise<unknown>> {
  return async (dispatch, getState, services) => {
    if (signal?.aborted) throw new AbortedError()
    const method = args.method
    const answer = handlerOf(ANSWERS, method)
    if (!answer) return dispatch(refuseNotAllowed(method))
    const session = services.embedded.storage.readSession()
    if (!session?.solanaAddress) throw new UnauthorizedProviderError(AuthMessages.sessionExpired)
    const network = networkOf(getState(), args.chainId)
    const account = session.solanaAddress
    const chain = { id: network.caipNetworkId, name: network.name, symbol: network.nativeCurrency.symbol }
    // The site a WalletConnect dapp named, which a message signing in may name.
    const pageOrigin = services.page.origin()
    return answer({
      params: args.params,
      account,
      rpc: solanaRpc(services.transports.forNetwork(network)),
      sign: (body) => services.embedded.client.solanaRequest(session.token, body, solanaWalletRequestResult()),
      // The frame shows the request as the window reads it: from its params, with the facts only the chain tells.
      approve: async (act, chainFacts) => {
        const request = { method, params: jsonOf(args.params), chain, account, ...(pageOrigin ? { pageOrigin } : {}), ...(chainFacts ? { chainFacts } : {}) }
        const description = await describeSolanaApproval(request)
        return dispatch(awaitApproval({ method, chainName: network.name, description, request }, signal, act))
      },
      signal,
    })
  }
}
