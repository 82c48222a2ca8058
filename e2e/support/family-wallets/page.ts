/**
 * The page half of the family test wallets, injected as extensions inject
 * theirs: a Wallet Standard Bitcoin wallet (Exodus's `bitcoin:*` features),
 * a polkadot extension on `window.injectedWeb3`, and a Keplr-compatible
 * `window.keplr`. Keys stay in the Node half (keys.ts), reached through a
 * Playwright binding; each wallet records what it was asked.
 */
import { registerWallet } from '@wallet-standard/wallet'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { base64, hex } from '@scure/base'
import { FAMILY_BINDING, FAMILY_WALLETS, type FamilyWalletCall } from './constants.js'

declare global {
  interface Window {
    familyTestWallets: { requests(): string[] }
    injectedWeb3?: Record<string, unknown>
    keplr?: unknown
  }
}

const ask = <T>(call: FamilyWalletCall): Promise<T> => (window as unknown as Record<string, (call: FamilyWalletCall) => Promise<T>>)[FAMILY_BINDING]!(call)
const requests: string[] = []
window.familyTestWallets = { requests: () => [...requests] }

const ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA4IDgiPjxyZWN0IHdpZHRoPSI4IiBoZWlnaHQ9IjgiIGZpbGw9IiNmNzkzMWEiLz48L3N2Zz4='
let bitcoinAccounts: readonly WalletAccount[] = []

const bitcoin: Wallet = {
  version: '1.0.0',
  name: FAMILY_WALLETS.bitcoin,
  icon: ICON,
  chains: ['bitcoin:mainnet'],
  get accounts() {
    return bitcoinAccounts
  },
  features: {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect({ purposes }: { purposes: string[] }) {
        requests.push(`bitcoin:connect ${purposes.join(',')}`)
        const { address, publicKey } = await ask<{ address: string; publicKey: string }>({ kind: 'bitcoin:account' })
        const account = {
          address,
          publicKey: hex.decode(publicKey),
          chains: ['bitcoin:mainnet'],
          features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
          purpose: 'payment',
        }
        bitcoinAccounts = [Object.freeze(account) as WalletAccount]
        return { accounts: bitcoinAccounts }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage({ account, message }: { account: WalletAccount; message: Uint8Array }) {
        requests.push(`bitcoin:signMessage ${account.address}`)
        const signature = await ask<string>({ kind: 'bitcoin:signMessage', message: new TextDecoder().decode(message) })
        return [{ signedMessage: message, signature: base64.decode(signature) }]
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction({ psbt, inputsToSign }: { psbt: Uint8Array; inputsToSign: { account: WalletAccount; signingIndexes: number[] }[] }) {
        requests.push(`bitcoin:signTransaction ${inputsToSign.map((i) => `${i.account.address}@${i.signingIndexes.join(',')}`).join(' ')}`)
        const signed = await ask<string>({ kind: 'bitcoin:signPsbt', psbt: base64.encode(psbt), indexes: inputsToSign.flatMap((i) => i.signingIndexes) })
        return [{ signedPsbt: base64.decode(signed) }]
      },
    },
  },
}
registerWallet(bitcoin)

window.injectedWeb3 = {
  ...window.injectedWeb3,
  [FAMILY_WALLETS.polkadot]: {
    version: '0.1.0',
    async enable(originName: string) {
      requests.push(`polkadot:enable ${originName}`)
      const account = await ask<{ address: string; name: string }>({ kind: 'polkadot:account' })
      return {
        accounts: { get: async () => [account], subscribe: () => () => {} },
        signer: {
          async signRaw({ address, data, type }: { address: string; data: string; type: string }) {
            requests.push(`polkadot:signRaw ${type} ${address}`)
            return { id: 1, signature: await ask<string>({ kind: 'polkadot:signRaw', data }) }
          },
        },
      }
    },
  },
}

const enabledChains = new Set<string>()
window.keplr = {
  async enable(chainId: string) {
    requests.push(`keplr:enable ${chainId}`)
    enabledChains.add(chainId)
  },
  async getKey(chainId: string) {
    if (!enabledChains.has(chainId)) throw new Error(`${chainId} is not enabled`)
    const { address, pubkey, algo } = await ask<{ address: string; pubkey: string; algo: string }>({ kind: 'cosmos:account' })
    return { name: 'Test key', algo, pubKey: base64.decode(pubkey), address: new Uint8Array(20), bech32Address: address, isNanoLedger: false }
  },
  async signArbitrary(chainId: string, signer: string, data: string) {
    requests.push(`keplr:signArbitrary ${chainId} ${signer}`)
    return ask({ kind: 'cosmos:signArbitrary', signer, data })
  },
}
