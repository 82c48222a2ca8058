import {
  cosmosFamily,
  CosmosMethods,
  FamilyConnectMethods,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  type RpcRequest,
} from '@porthole/protocol'
import { base64Of } from './bytes.js'
import { paramsOf, type FamilySigner } from './family-signer.js'

type Key = { bech32Address: string; pubKey: Uint8Array; algo: string; name?: string }
/** The part of a Keplr-compatible `window.keplr` (Keplr, Leap, Cosmostation's shim …) the relay touches. */
export type Keplr = {
  enable(chainId: string): Promise<void>
  getKey(chainId: string): Promise<Key>
  signArbitrary?(chainId: string, signer: string, data: string): Promise<unknown>
  signAmino?(chainId: string, signer: string, signDoc: unknown): Promise<unknown>
}

export const isKeplr = (value: unknown): value is Keplr =>
  typeof value === 'object' && value !== null && typeof (value as Keplr).enable === 'function' && typeof (value as Keplr).getKey === 'function'

/** Keplr names chains by their Cosmos chain id: the reference of the request's CAIP-2 id. */
function cosmosChainId(args: RpcRequest): string {
  const prefix = `${cosmosFamily.namespace}:`
  const reference = args.chainId?.startsWith(prefix) ? args.chainId.slice(prefix.length) : ''
  if (!reference) throw new UnsupportedProviderMethodError('A cosmos request needs its chain')
  return reference
}

/**
 * Answers the frame's cosmos requests with that exact Keplr-compatible
 * wallet. `enable` asks the visitor once per site and chain; restoring asks
 * only once this page has enabled the chain.
 */
export function cosmosSigner(keplr: Keplr): FamilySigner {
  const enabled = new Set<string>()
  async function key(chainId: string, prompt: boolean) {
    if (!enabled.has(chainId)) {
      if (!prompt) return undefined
      await keplr.enable(chainId)
      enabled.add(chainId)
    }
    return keplr.getKey(chainId)
  }
  const account = (k: Key) => ({
    address: k.bech32Address,
    algo: k.algo,
    ...(base64Of(k.pubKey) && { publicKey: base64Of(k.pubKey) }),
    ...(k.name && { name: k.name.slice(0, 64) }),
  })
  async function signerKey(chainId: string, signer: unknown) {
    const k = await key(chainId, false)
    if (!k || k.bech32Address !== signer) throw new UnauthorizedProviderError()
  }

  return {
    async request(args: RpcRequest) {
      const chainId = cosmosChainId(args)
      const params = paramsOf(args)
      switch (args.method) {
        case FamilyConnectMethods.connect:
          return [account((await key(chainId, true))!)]
        case FamilyConnectMethods.accounts: {
          const k = await key(chainId, false)
          return k ? [account(k)] : []
        }
        // WalletConnect's shape: the public key is `pubkey`, base64.
        case CosmosMethods.requestAccounts:
        case CosmosMethods.getAccounts: {
          const k = await key(chainId, args.method === CosmosMethods.requestAccounts)
          return k ? [{ address: k.bech32Address, algo: k.algo, pubkey: base64Of(k.pubKey) }] : []
        }
        case CosmosMethods.signArbitrary: {
          if (!keplr.signArbitrary) throw new UnsupportedProviderMethodError('This wallet does not sign arbitrary data')
          await signerKey(chainId, params['signerAddress'])
          return keplr.signArbitrary(chainId, String(params['signerAddress']), String(params['data']))
        }
        case CosmosMethods.signAmino: {
          if (!keplr.signAmino) throw new UnsupportedProviderMethodError('This wallet does not sign amino documents')
          await signerKey(chainId, params['signerAddress'])
          return keplr.signAmino(chainId, String(params['signerAddress']), params['signDoc'])
        }
        default:
          throw new UnsupportedProviderMethodError(`This wallet does not support ${args.method}`)
      }
    },
  }
}
