import type { Wallet, WalletAccount } from '@wallet-standard/base'

type ChangeListener = (change: { accounts?: readonly WalletAccount[] }) => void

/** A page's Wallet Standard wallet that records each feature call and answers as a wallet would. */
export function fakeStandardWallet(name: string, addresses: string[], { chains = ['solana:mainnet', 'solana:devnet'], signAndSend = true } = {}) {
  const calls: unknown[][] = []
  const listeners = new Set<ChangeListener>()
  const account = (address: string): WalletAccount => ({ address, publicKey: new Uint8Array(32), chains: chains as `${string}:${string}`[], features: [] })
  let accounts: WalletAccount[] = []
  let trusted = false
  let fail: Error | undefined
  const answer = <T>(name: string, inputs: unknown[], output: T) => {
    calls.push([name, ...inputs])
    if (fail) throw fail
    return output
  }
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        calls.push(['connect', input])
        if (input?.silent && !trusted) throw new Error('not trusted')
        trusted = true
        accounts = addresses.map(account)
        return { accounts }
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', fn: ChangeListener) => (listeners.add(fn), () => listeners.delete(fn)),
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs: { message: Uint8Array }[]) =>
        answer(
          'signMessage',
          inputs,
          inputs.map(({ message }) => ({ signedMessage: message, signature: new Uint8Array(64).fill(message[0]!) })),
        ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
        answer(
          'signTransaction',
          inputs,
          inputs.map(({ transaction }) => ({ signedTransaction: transaction.map((b) => b ^ 0xff) })),
        ),
    },
  }
  if (signAndSend) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
        answer(
          'signAndSendTransaction',
          inputs,
          inputs.map(() => ({ signature: new Uint8Array(64).fill(5) })),
        ),
    }
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: chains as `${string}:${string}`[],
    features: features as Wallet['features'],
    get accounts() {
      return accounts
    },
  }
  return {
    wallet,
    calls,
    trust: () => void (trusted = true),
    failNext: (error: Error) => void (fail = error),
    /** The visitor switches accounts in the wallet. */
    switchTo(next: string[]) {
      accounts = next.map(account)
      listeners.forEach((fn) => fn({ accounts }))
    },
    listenerCount: () => listeners.size,
  }
}

/** @wallet-standard/app's registry, as the relay reads it. */
export function fakeRegistry(...initial: Wallet[]) {
  const wallets = new Set(initial)
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  return {
    get: () => [...wallets],
    on: (event: 'register' | 'unregister', fn: () => void) => (listeners[event].add(fn), () => void listeners[event].delete(fn)),
    register(wallet: Wallet) {
      wallets.add(wallet)
      listeners.register.forEach((fn) => fn())
      return () => {
        wallets.delete(wallet)
        listeners.unregister.forEach((fn) => fn())
      }
    },
  }
}

type Handler = (data?: unknown) => void

/** Phantom's pre-standard `window.solana` API over one key; transactions arrive as objects with `serialize()`. */
export function fakeLegacySolana(address: string, flags: { isPhantom?: boolean } = {}) {
  const calls: unknown[][] = []
  const listeners = new Map<string, Set<Handler>>()
  const key = { toBase58: () => address }
  const api = {
    ...flags,
    publicKey: null as typeof key | null,
    calls,
    async connect(options?: { onlyIfTrusted?: boolean }) {
      calls.push(['connect', options])
      if (options?.onlyIfTrusted) throw new Error('User rejected the request.')
      api.publicKey = key
      return { publicKey: key }
    },
    async signMessage(message: Uint8Array) {
      calls.push(['signMessage', message])
      return { signature: new Uint8Array(64).fill(message[0]!), publicKey: key }
    },
    async signTransaction(transaction: { serialize(): Uint8Array }) {
      calls.push(['signTransaction', transaction])
      return transaction
    },
    async signAllTransactions(transactions: { serialize(): Uint8Array }[]) {
      calls.push(['signAllTransactions', transactions])
      return transactions
    },
    on(event: string, fn: Handler) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(fn)
    },
    off(event: string, fn: Handler) {
      listeners.get(event)?.delete(fn)
    },
    emit: (event: string, data?: unknown) => listeners.get(event)?.forEach((fn) => fn(data)),
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  }
  return api
}
