import { adr36SignDoc, handlerOf, InternalRpcError, Messages, type CosmosEntries, type PolkadotEntries, type RpcRequest } from '@porthole/protocol'
import { base64 } from '@scure/base'
import * as z from 'zod/mini'
import type { WalletSession } from '../connectors/index.js'

/** WalletConnect's polkadot methods (its namespace has no events). */
export const WC_POLKADOT_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction']
/** WalletConnect's cosmos methods; Keplr's signArbitrary goes as an ADR-036 `cosmos_signAmino` (below). */
export const WC_COSMOS_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino']

/**
 * SS58 (base58) and bech32 addresses, 14 to 90 characters. Written here, not taken from the
 * families' schemas, for the reason sign-client.ts gives for Bitcoin's.
 */
const addresses = z.array(z.string().check(z.regex(/^[0-9A-Za-z]{14,90}$/))).check(z.maxLength(16))

type Namespaces = Readonly<Record<string, { readonly accounts: readonly string[] } | undefined>>

/** `<namespace>:<reference>:<address>` accounts of a session: the first one's chain, and its addresses. */
export function namedFamilyOf(namespaces: Namespaces, namespace: 'polkadot' | 'cosmos'): WalletSession | undefined {
  const caip10 = namespaces[namespace]?.accounts ?? []
  const first = caip10[0]?.split(':')
  if (!first || first.length !== 3) return undefined
  const parsed = addresses.safeParse(
    caip10
      .map((a) => a.split(':'))
      .filter((parts) => parts[1] === first[1])
      .map((parts) => parts[2]),
  )
  if (!parsed.success) throw new InternalRpcError(Messages.failedToConnect)
  return { accounts: [...new Set(parsed.data)], caipNetworkId: `${namespace}:${first[1]}` }
}

/**
 * How a dapp's family request reaches a WalletConnect wallet: `answer` when the session already
 * holds it (WalletConnect has no polkadot accounts method: the session's accounts are the answer),
 * else the wallet's method and params, and how its answer becomes the dapp's.
 */
export type WcFamilyCall = { answer: unknown } | { method: string; params: unknown; result: (answer: unknown) => unknown }

const asIs = (answer: unknown) => answer

type Translate = (params: unknown, shared: WalletSession, method: string) => WcFamilyCall
/** The wallet's own method: the dapp's request goes as it is. */
const sameMethod: Translate = (params, _shared, method) => ({ method, params: params ?? {}, result: asIs })

const TRANSLATIONS: Record<keyof PolkadotEntries | keyof CosmosEntries, Translate> = {
  polkadot_requestAccounts: (_params, shared) => ({ answer: shared.accounts.map((address) => ({ address })) }),
  polkadot_signTransaction: sameMethod,
  polkadot_signMessage: sameMethod,
  cosmos_getAccounts: sameMethod,
  cosmos_requestAccounts: () => ({ method: 'cosmos_getAccounts', params: {}, result: asIs }),
  cosmos_signDirect: sameMethod,
  cosmos_signAmino: sameMethod,
  cosmos_signArbitrary: (params) => {
    // Keplr's signArbitrary is the ADR-036 amino document over the text's UTF-8 bytes; the dapp gets its StdSignature.
    const { signerAddress, data } = params as { signerAddress: string; data: string }
    const signDoc = adr36SignDoc(signerAddress, base64.encode(new TextEncoder().encode(data)))
    return { method: 'cosmos_signAmino', params: { signerAddress, signDoc }, result: (answer) => (answer as { signature?: unknown } | null)?.signature }
  },
}

export const wcFamilyCall = ({ method, params }: RpcRequest, shared: WalletSession): WcFamilyCall =>
  (handlerOf(TRANSLATIONS, method) ?? sameMethod)(params, shared, method)
