import type * as z from 'zod'
import type { Holding } from '../chain-data/balances.js'
import type { AnyChainInfo, ListedToken } from '../chain-data/config.js'
import type { SandboxOrder } from '../onramp/sandbox/orders.js'
import type { MessageFields, ParsedMessage } from '../siwx/fields.js'

/** A sign-in message format (SIWE, SIWS): its text, read back, and its signature check. */
export type SignInFormat = {
  serialize(fields: MessageFields): string
  /** The message's fields, or undefined when the text is not in this format. */
  parse(text: string): ParsedMessage | undefined
  verify(env: Pick<Env, 'RPC_URLS'>, chainId: string, address: string, message: string, signature: string): Promise<boolean>
}

/** A coin or token the development onramp sells on a chain; `address` null for the native coin. */
export type SandboxAsset = { symbol: string; name: string; decimals: number; address: string | null }

/** What the development onramp sells on the family's local chains, and how it credits a completed order there. */
export type SandboxCredit<C extends AnyChainInfo> = {
  assets(chain: C): SandboxAsset[]
  credit(chain: C, order: SandboxOrder, amount: bigint): Promise<void>
}

/**
 * What the worker asks of a fully supported chain family, so no route names
 * one: its chains' reading, balances and prices, the onramp's coins and the
 * sign-in format. Looked up in families/index.ts.
 */
export type WorkerFamily<C extends AnyChainInfo = AnyChainInfo, A extends string = string> = {
  readonly namespace: C['family']
  /** A chain of RPC_URLS with its listed tokens; undefined when the id is not one of the family's chains the worker reads. */
  readChain(caipId: string, rpcUrl: string, listed: readonly ListedToken[]): C | undefined
  /** An account's address as the routes take it, with the message a wrong one gets. */
  readonly address: z.ZodType<A, string>
  /** The native coin and the listed tokens the account holds on the chain, in one chain call. */
  holdings(chain: C, address: A): Promise<Holding[]>
  /** The listed token the address part of a CAIP-10 token id names on the chain. */
  listedToken(chain: C, address: string): ListedToken | undefined
  /** DefiLlama's key for the token's coin; undefined when it has no market there. */
  defiLlamaCoin(chain: C, token: ListedToken): string | undefined
  /** The coin meld delivers on the family's chains, when not USDC. */
  readonly meldCurrency?: 'SOL'
  readonly sandbox: SandboxCredit<C>
  readonly siwx: SignInFormat
}
