import { solanaFamily, UnauthorizedProviderError, UnsupportedProviderMethodError } from '@porthole/protocol'
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionOptions,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardConnect, StandardEvents, type StandardConnectFeature, type StandardEventsFeature } from '@wallet-standard/features'
import type { SolanaSigner } from './solana-requests.js'

const isSolana = (chain: string) => chain.startsWith(solanaFamily.standardChainPrefix)
const solanaAccounts = (accounts: readonly WalletAccount[]) => accounts.filter((a) => a.chains.some(isSolana))

/** A Wallet Standard wallet the relay can use: a Solana chain, connect, and message signing at least. */
export const isSolanaWallet = (wallet: Wallet): boolean =>
  wallet.chains.some(isSolana) && StandardConnect in wallet.features && SolanaSignMessage in wallet.features

/** The wallet's feature, or 4200 when it lacks it. */
function feature<F extends object>(wallet: Wallet, name: keyof F & string): F[keyof F & string] {
  const found = (wallet.features as Partial<F>)[name]
  if (!found) throw new UnsupportedProviderMethodError(`${wallet.name} does not support ${name}`)
  return found
}

/** Answers the frame with that exact Wallet Standard wallet's own features. */
export function standardSigner(wallet: Wallet): SolanaSigner {
  const addresses = (accounts: readonly WalletAccount[]) => solanaAccounts(accounts).map((a) => a.address)

  function account(pubkey: string | undefined): WalletAccount {
    const accounts = solanaAccounts(wallet.accounts)
    const found = pubkey === undefined ? accounts[0] : accounts.find((a) => a.address === pubkey)
    if (!found) throw new UnauthorizedProviderError()
    return found
  }

  /** The chain the frame asked for, else the account's first Solana one (signAndSend needs one). */
  const chainFor = (acc: WalletAccount, chain: string | undefined) => (chain ?? acc.chains.find(isSolana)) as `${string}:${string}`

  return {
    async connect(silent) {
      if (silent && wallet.accounts.length) return addresses(wallet.accounts)
      const { connect } = feature<StandardConnectFeature>(wallet, StandardConnect)
      if (!silent) return addresses((await connect()).accounts)
      // Restoring: a wallet that would have to ask is simply not connected.
      return connect({ silent: true }).then(
        (output) => addresses(output.accounts),
        () => [],
      )
    },
    async signMessage(message, pubkey) {
      const { signMessage } = feature<SolanaSignMessageFeature>(wallet, SolanaSignMessage)
      const [output] = await signMessage({ account: account(pubkey), message })
      return output!.signature
    },
    async signTransactions(transactions, pubkey, chain) {
      const { signTransaction } = feature<SolanaSignTransactionFeature>(wallet, SolanaSignTransaction)
      const acc = account(pubkey)
      const outputs = await signTransaction(...transactions.map((transaction) => ({ account: acc, transaction, ...(chain && { chain }) })))
      return outputs.map((output) => output.signedTransaction)
    },
    async signAndSendTransaction(transaction, pubkey, chain, options) {
      const { signAndSendTransaction } = feature<SolanaSignAndSendTransactionFeature>(wallet, SolanaSignAndSendTransaction)
      const acc = account(pubkey)
      // The frame passes the commitments; older names ('recent', 'max') are the wallet's RPC's business.
      const [output] = await signAndSendTransaction({
        account: acc,
        transaction,
        chain: chainFor(acc, chain),
        ...(options && { options: options as SolanaSignAndSendTransactionOptions }),
      })
      return output!.signature
    },
    watch(listener) {
      const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
      return events?.on('change', ({ accounts }) => accounts && listener(addresses(accounts))) ?? (() => {})
    },
  }
}
