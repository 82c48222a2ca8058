import {
  EmbeddedSolanaMethods,
  ErrorCodes,
  SolanaMessages,
  solanaWalletRequestBody,
  type SolanaWalletRequestBody,
  type SolanaWalletRequestResult,
} from '@porthole/protocol'
import { base58 } from '@scure/base'
import * as z from 'zod'
import { parseBody } from '../http/body.js'
import { json } from '../http/json.js'
import { isKeyed } from './accounts.js'
import { authenticate, keylessAccount } from './session-auth.js'
import { solanaAccountOf } from './sign-in.js'
import { unsealSolanaKey, type SolanaSigner } from './solana-key.js'
import { decodeWireTransaction, encodeWireTransaction, isTransactionMessage } from './solana-transaction.js'

/**
 * The embedded wallet's Solana requests (`POST /auth/wallet/solana`): like the
 * EVM route, the frame asks only after the visitor approved, and the worker
 * signs only for a live session with the key decrypted for this one request.
 * It signs and never sends: the frame sends what it approved.
 */

type Answer = SolanaWalletRequestResult | { error: string; code: number; status: number }

const refuse = (code: number, error: string, status = 400): Answer => ({ code, error, status })
const notThisAccount = () => refuse(ErrorCodes.unauthorized, 'The requested account is not the connected one')
/** The rule of each method, for params that fail its schema. */
const paramsRule = { solana_signMessage: SolanaMessages.signMessage, solana_signTransaction: SolanaMessages.signTransaction } as const

type Body<M extends SolanaWalletRequestBody['method']> = Extract<SolanaWalletRequestBody, { method: M }>

const ANSWERS: { readonly [M in SolanaWalletRequestBody['method']]: (signer: SolanaSigner, params: Body<M>['params']) => Promise<Answer> } = {
  async solana_signMessage(signer, { message, pubkey }) {
    if (pubkey !== signer.address) return notThisAccount()
    const bytes = new Uint8Array(base58.decode(message))
    if (isTransactionMessage(bytes))
      return refuse(ErrorCodes.invalidParams, 'Invalid params: the message is a transaction; sign it with solana_signTransaction')
    return { signature: base58.encode(await signer.sign(bytes)) }
  },
  async solana_signTransaction(signer, { transaction: wire, pubkey }) {
    if (pubkey !== undefined && pubkey !== signer.address) return notThisAccount()
    const transaction = decodeWireTransaction(wire)
    if (!transaction) return refuse(ErrorCodes.invalidParams, SolanaMessages.undecodable)
    const slot = transaction.signers.indexOf(signer.address)
    if (slot < 0) return refuse(ErrorCodes.unauthorized, SolanaMessages.notSigner)
    const signature = await signer.sign(transaction.messageBytes)
    // Others' signatures stay in their slots; only the account's own slot is filled.
    const signatures = transaction.signatures.map((existing, i) => (i === slot ? signature : existing))
    return { signature: base58.encode(signature), transaction: encodeWireTransaction({ ...transaction, signatures }) }
  },
}

/** The method's answer for its own params (the body's method and params go together, which TypeScript cannot follow through the map). */
const answer = (signer: SolanaSigner, request: SolanaWalletRequestBody): Promise<Answer> =>
  (ANSWERS[request.method] as (signer: SolanaSigner, params: SolanaWalletRequestBody['params']) => Promise<Answer>)(signer, request.params)

const envelope = z.object({ method: z.enum(EmbeddedSolanaMethods), params: z.unknown() })

export async function handleSolanaWalletRequest(request: Request, env: Env): Promise<Response> {
  const auth = await authenticate(env, request)
  if (!auth.ok) return auth.response
  if (!isKeyed(auth.account)) return keylessAccount()
  const body = await parseBody(request, envelope)
  if (!body.ok) return body.response
  const parsed = z.safeParse(solanaWalletRequestBody(), body.data)
  if (!parsed.success) return json({ error: paramsRule[body.data.method], code: ErrorCodes.invalidParams }, 400)
  const solana = await solanaAccountOf(env, auth.account)
  const outcome = await answer(await unsealSolanaKey(env, auth.account.id, solana.address, solana.key), parsed.data)
  if ('error' in outcome) return json({ error: outcome.error, code: outcome.code }, outcome.status)
  return json(outcome)
}
