/**
 * A Solana dapp that knows no Porthole: it finds wallets only through the
 * Wallet Standard (@wallet-standard/app) and calls the features of the one it
 * picks by name. Runs in the test page; answers in strings (base58 keys and
 * signatures, base64 transactions) so they cross to the spec as they are.
 */
import { base58, base64 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignInInput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'

export type WalletStandardDapp = {
  /** Every registered wallet, as the dapp's wallet list would show it. */
  wallets(): { name: string; chains: string[]; features: string[] }[]
  /** Connects the wallet of that name (Porthole opens its modal): the addresses it gave. */
  connect(name: string, silent?: boolean): Promise<string[]>
  disconnect(): Promise<void>
  /** The picked wallet's `accounts` now. */
  accounts(): string[]
  /** Signs UTF-8 text with the first account. */
  signMessage(text: string): Promise<{ address: string; signature: string; signedMessage: string }>
  signTransaction(transaction: string, chain?: string): Promise<string>
  /** Signs and sends a base64 wire transaction: its base58 signature. */
  signAndSendTransaction(transaction: string, chain?: string): Promise<string>
  /** Sign In With Solana: the account, the text it signed and the signature. */
  signIn(input?: SolanaSignInInput): Promise<{ address: string; publicKey: string; signedMessage: string; signature: string }>
  /** The picked wallet's `change` events, as the addresses they carried. */
  changes: string[][]
}

declare global {
  interface Window {
    walletStandardDapp: WalletStandardDapp
  }
}

const registry = getWallets()
const changes: string[][] = []
let picked: Wallet | undefined
let offChange: (() => void) | undefined

function wallet(): Wallet {
  if (!picked) throw new Error('connect first')
  return picked
}

function account(): WalletAccount {
  const [first] = wallet().accounts
  if (!first) throw new Error('no account')
  return first
}

/** A feature of the picked wallet, typed by its feature type. */
const feature = <F>(name: keyof F) => (wallet().features as F)[name]

window.walletStandardDapp = {
  changes,
  wallets: () => registry.get().map((w) => ({ name: w.name, chains: [...w.chains], features: Object.keys(w.features) })),
  async connect(name, silent = false) {
    const found = registry.get().find((w) => w.name === name)
    if (!found) throw new Error(`no wallet named ${name}`)
    offChange?.()
    picked = found
    offChange = (found.features as StandardEventsFeature)['standard:events']?.on('change', ({ accounts }) => {
      if (accounts) changes.push(accounts.map((a) => a.address))
    })
    const { accounts } = await feature<StandardConnectFeature>('standard:connect').connect({ silent })
    return accounts.map((a) => a.address)
  },
  disconnect: () => feature<StandardDisconnectFeature>('standard:disconnect').disconnect(),
  accounts: () => wallet().accounts.map((a) => a.address),
  async signMessage(text) {
    const [output] = await feature<SolanaSignMessageFeature>('solana:signMessage').signMessage({ account: account(), message: new TextEncoder().encode(text) })
    return { address: account().address, signature: base58.encode(output!.signature), signedMessage: new TextDecoder().decode(output!.signedMessage) }
  },
  async signTransaction(transaction, chain = 'solana:localnet') {
    const [output] = await feature<SolanaSignTransactionFeature>('solana:signTransaction').signTransaction({
      account: account(),
      transaction: base64.decode(transaction),
      chain: chain as IdentifierString,
    })
    return base64.encode(output!.signedTransaction)
  },
  async signAndSendTransaction(transaction, chain = 'solana:localnet') {
    const [output] = await feature<SolanaSignAndSendTransactionFeature>('solana:signAndSendTransaction').signAndSendTransaction({
      account: account(),
      transaction: base64.decode(transaction),
      chain: chain as IdentifierString,
    })
    return base58.encode(output!.signature)
  },
  async signIn(input = {}) {
    const [output] = await feature<SolanaSignInFeature>('solana:signIn').signIn(input)
    return {
      address: output!.account.address,
      publicKey: base58.encode(output!.account.publicKey as Uint8Array),
      signedMessage: new TextDecoder().decode(output!.signedMessage),
      signature: base58.encode(output!.signature),
    }
  },
}
