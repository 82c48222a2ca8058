import { handlerOf, InvalidParamsRpcError, type SolanaSigningMethod } from '@porthole/protocol'
import { getBase58Encoder } from '@solana/kit'
import * as z from 'zod/mini'
import { describeMessageBytes, type ApprovalRequest, type RequestDescription } from '../embedded/index.js'
import { decodeTransaction } from './decode-transaction.js'
import { describeSolanaTransactions } from './describe-solana-transactions.js'

type Shown = Pick<ApprovalRequest, 'method' | 'params' | 'pageOrigin' | 'chainFacts'>

// What the reading needs of each method's params: the frame checked them in full (solana-requests.ts) before
// asking, and those schemas' checks would join the approval window's entry, which shares zod with this chunk.
const message = () => z.object({ message: z.string() })
const transaction = () => z.object({ transaction: z.string() })
const transactionList = () => z.object({ transactions: z.array(z.string()) })

function parse<T>(schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw new InvalidParamsRpcError()
  return parsed.data
}

const transactions = (list: readonly string[], send: boolean, { chainFacts }: Shown) =>
  describeSolanaTransactions(list.map(decodeTransaction), send, chainFacts?.kind === 'solana' ? chainFacts : undefined)

const READINGS: { readonly [M in SolanaSigningMethod]: (request: Shown) => Promise<RequestDescription> | RequestDescription } = {
  solana_signMessage: (request) =>
    describeMessageBytes(new Uint8Array(getBase58Encoder().encode(parse(message(), request.params).message)), request.pageOrigin),
  solana_signTransaction: (request) => transactions([parse(transaction(), request.params).transaction], false, request),
  solana_signAllTransactions: (request) => transactions(parse(transactionList(), request.params).transactions, false, request),
  solana_signAndSendTransaction: (request) => transactions([parse(transaction(), request.params).transaction], true, request),
}

/**
 * A Solana request as the approval shows it, read from its params: the frame's and the approval
 * window's one reading (the window loads it only for a Solana request, as it is most of
 * @solana/kit). A message's text, or its transactions decoded, with the lookup tables and
 * simulation the chain facts hold. Params that do not parse or decode are refused
 * (InvalidParamsRpcError): the frame never asks for them, so the window has nothing to approve.
 */
export async function describeSolanaApproval(request: Shown): Promise<RequestDescription> {
  const reading = handlerOf(READINGS, request.method)
  if (!reading) throw new InvalidParamsRpcError()
  return reading(request)
}
