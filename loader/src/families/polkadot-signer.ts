import { FamilyConnectMethods, PolkadotMethods, UnauthorizedProviderError, UnsupportedProviderMethodError, type RpcRequest } from '@porthole/protocol'
import { utf8Hex } from './bytes.js'
import { paramsOf, type FamilySigner } from './family-signer.js'

/** The part of an injected-web3 extension (`window.injectedWeb3[name]`, polkadot.js's convention) the relay touches. */
export type InjectedWeb3Entry = { enable(originName: string): Promise<Injected>; version?: string }
type Injected = {
  accounts: { get(): Promise<{ address: string; name?: string }[]> }
  signer?: { signRaw?(payload: { address: string; data: string; type: 'bytes' }): Promise<{ signature: string }> }
}

export const isInjectedWeb3Entry = (value: unknown): value is InjectedWeb3Entry =>
  typeof value === 'object' && value !== null && typeof (value as InjectedWeb3Entry).enable === 'function'

/**
 * Answers the frame's polkadot requests with that exact extension. The
 * extension asks the visitor once per site on `enable`; later calls return
 * at once, so restoring calls it too (an extension that would ask again is
 * the extension's business, as it is for a dapp using it directly).
 */
export function polkadotSigner(entry: InjectedWeb3Entry, originName: string): FamilySigner {
  let enabled: Promise<Injected> | undefined
  const injected = () => (enabled ??= entry.enable(originName).catch((error: unknown) => ((enabled = undefined), Promise.reject(error))))
  const accounts = async () => (await (await injected()).accounts.get()).map(({ address, name }) => ({ address, ...(name && { name: name.slice(0, 64) }) }))

  return {
    async request(args: RpcRequest) {
      switch (args.method) {
        case FamilyConnectMethods.connect:
        case PolkadotMethods.requestAccounts:
          return accounts()
        case FamilyConnectMethods.accounts:
          return enabled ? accounts() : []
        case PolkadotMethods.signMessage: {
          const { address, message } = paramsOf(args) as { address: string; message: string }
          const known = await accounts()
          if (!known.some((a) => a.address === address)) throw new UnauthorizedProviderError()
          const signRaw = (await injected()).signer?.signRaw
          if (!signRaw) throw new UnsupportedProviderMethodError('This extension does not sign raw messages')
          // Hex stays bytes; text is signed as its UTF-8 bytes (the extension wraps them in <Bytes>…</Bytes>).
          const data = /^0x(?:[0-9a-fA-F]{2})*$/.test(message) ? message : utf8Hex(message)
          const { signature } = await signRaw({ address, data, type: 'bytes' })
          return { signature }
        }
        default:
          throw new UnsupportedProviderMethodError(`This extension does not support ${args.method}`)
      }
    },
  }
}
