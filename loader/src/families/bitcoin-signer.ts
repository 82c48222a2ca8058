import {
  Bip122Methods,
  FamilyConnectMethods,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  type FamilyAccount,
  type RpcRequest,
} from '@porthole/protocol'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { base64Decode, base64Encode } from '../solana/encoding.js'
import { hexOf } from './bytes.js'
import { paramsOf, type FamilySigner } from './family-signer.js'

/**
 * The Wallet Standard's Bitcoin features, as Exodus's @exodus/bitcoin-wallet-standard
 * names them (and AppKit's bitcoin adapter uses): connect with address
 * purposes, messages and PSBTs as bytes, accounts carrying their purpose.
 */
const BitcoinConnect = 'bitcoin:connect'
const BitcoinSignMessage = 'bitcoin:signMessage'
const BitcoinSignTransaction = 'bitcoin:signTransaction'
const BitcoinSignAndSendTransaction = 'bitcoin:signAndSendTransaction'

type BitcoinAccount = WalletAccount & { purpose?: string }
type InputToSign = { account: WalletAccount; signingIndexes: number[] }
type Features = {
  [BitcoinConnect]: { connect(input: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }> }
  [BitcoinSignMessage]: { signMessage(input: { account: WalletAccount; message: Uint8Array }): Promise<readonly { signature: Uint8Array }[]> }
  [BitcoinSignTransaction]: { signTransaction(input: { psbt: Uint8Array; inputsToSign: InputToSign[] }): Promise<readonly { signedPsbt: Uint8Array }[]> }
  [BitcoinSignAndSendTransaction]: { signAndSendTransaction(input: { psbt: Uint8Array; inputsToSign: InputToSign[] }): Promise<readonly { txId: string }[]> }
}

/** A Wallet Standard wallet the relay can use for bip122: it connects and signs messages at least. */
export const isBitcoinWallet = (wallet: Wallet): boolean => BitcoinConnect in wallet.features && BitcoinSignMessage in wallet.features

/** Exodus names the inscriptions purpose 'ordinals', AppKit and WalletConnect 'ordinal'. */
const purposeOf = (purpose: string | undefined): FamilyAccount['purpose'] =>
  purpose === 'ordinals' ? 'ordinal' : purpose === 'ordinal' || purpose === 'stx' ? purpose : 'payment'

/** Bip122's preferred account type is 'payment', so a payment address is the active (first) one. */
function accountsOf(accounts: readonly WalletAccount[]): FamilyAccount[] {
  const seen = new Set<string>()
  const list = accounts.flatMap((account) => {
    if (seen.has(account.address)) return []
    seen.add(account.address)
    const publicKey = hexOf(account.publicKey)
    return [{ address: account.address, purpose: purposeOf((account as BitcoinAccount).purpose), ...(publicKey && { publicKey }) }]
  })
  return [...list.filter((a) => a.purpose === 'payment'), ...list.filter((a) => a.purpose !== 'payment')]
}

/** Answers the frame's bip122 requests with that exact Wallet Standard wallet's own features. */
export function bitcoinSigner(wallet: Wallet): FamilySigner {
  function feature<N extends keyof Features>(name: N): Features[N] {
    const found = (wallet.features as Partial<Features>)[name]
    if (!found) throw new UnsupportedProviderMethodError(`${wallet.name} does not support ${name}`)
    return found
  }
  function account(address: unknown): WalletAccount {
    const found = wallet.accounts.find((a) => a.address === address)
    if (!found) throw new UnauthorizedProviderError()
    return found
  }
  /** WalletConnect's signInputs, grouped per account as the standard's inputsToSign. */
  function inputsToSign(signInputs: { address: string; index: number }[]): InputToSign[] {
    const byAddress = new Map<string, number[]>()
    for (const { address, index } of signInputs) byAddress.set(address, [...(byAddress.get(address) ?? []), index])
    return Array.from(byAddress, ([address, signingIndexes]) => ({ account: account(address), signingIndexes }))
  }

  return {
    async request(args: RpcRequest) {
      const params = paramsOf(args)
      switch (args.method) {
        case FamilyConnectMethods.connect:
          return accountsOf((await feature(BitcoinConnect).connect({ purposes: ['payment', 'ordinals'] })).accounts)
        // Restoring and listing: what the wallet already grants this page; nothing that would prompt.
        case FamilyConnectMethods.accounts:
        case Bip122Methods.getAccountAddresses:
          return accountsOf(wallet.accounts)
        case Bip122Methods.signMessage: {
          const signer = account(params['address'] ?? params['account'])
          const [output] = await feature(BitcoinSignMessage).signMessage({ account: signer, message: new TextEncoder().encode(String(params['message'])) })
          return { address: signer.address, signature: base64Encode(output!.signature) }
        }
        case Bip122Methods.signPsbt: {
          const input = { psbt: base64Decode(String(params['psbt'])), inputsToSign: inputsToSign(params['signInputs'] as { address: string; index: number }[]) }
          if (params['broadcast'] === true) {
            const [sent] = await feature(BitcoinSignAndSendTransaction).signAndSendTransaction(input)
            return { psbt: params['psbt'], txid: sent!.txId }
          }
          const [output] = await feature(BitcoinSignTransaction).signTransaction(input)
          return { psbt: base64Encode(output!.signedPsbt) }
        }
        // The standard has no transfer: a transfer needs the wallet's own coin selection.
        default:
          throw new UnsupportedProviderMethodError(`${wallet.name} does not support ${args.method}`)
      }
    },
  }
}
