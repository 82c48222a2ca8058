/**
 * The Solana test wallet, running in the test page: a Wallet Standard wallet
 * with its own ed25519 key (WebCrypto), one of the local cluster's seeded
 * keypairs. It signs messages and transactions itself and sends through the
 * local cluster's JSON-RPC. Like a real extension it remembers, per page
 * origin, that the site is connected, so a silent connect after a reload
 * finds it authorized.
 */
import { base58, base64 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { registerWallet } from '@wallet-standard/wallet'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features'
import { SOLANA_TEST_WALLET, type SolanaTestWalletControl, type SolanaTestWalletOptions } from './constants.js'

declare global {
  interface Window {
    __solanaTestWalletOptions: SolanaTestWalletOptions
    solanaTestWallet: SolanaTestWalletControl
  }
}

const STORAGE_KEY = 'porthole-solana-test-wallet'
const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
const options = window.__solanaTestWalletOptions

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/** The seeded keypair: secret SHA-256(`porthole-solana-<label>`), as devnet/src/solana/accounts.ts makes it. */
const keys = (async () => {
  const label = options.label ?? SOLANA_TEST_WALLET.label
  const seed = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`porthole-solana-${label}`)))
  // PKCS #8 of an Ed25519 private key: a fixed header, then the 32-byte seed.
  const pkcs8 = new Uint8Array([...[0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20], ...seed])
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign'])
  const { x } = await crypto.subtle.exportKey('jwk', privateKey)
  const publicKey = base64.decode(x!.replace(/-/g, '+').replace(/_/g, '/') + '=')
  const account: WalletAccount = Object.freeze({ address: base58.encode(publicKey), publicKey, chains: CHAINS, features: FEATURES })
  return { privateKey, account }
})()

const sign = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.sign('Ed25519', (await keys).privateKey, bytes.slice()))

let authorized = localStorage.getItem(STORAGE_KEY) === 'connected'
let accounts: readonly WalletAccount[] = []
let rejectNext = false
const requests: string[] = []
const listeners = new Set<StandardEventsListeners['change']>()

function setAccounts(next: readonly WalletAccount[]) {
  accounts = next
  listeners.forEach((fn) => fn({ accounts }))
}

/** Every feature call: recorded, refused when the spec said so. */
function called(feature: string) {
  requests.push(feature)
  if (rejectNext) {
    rejectNext = false
    throw rpcError(4001, 'User rejected the request.')
  }
}

async function assertAccount(account: WalletAccount) {
  if (account.address !== (await keys).account.address) throw rpcError(4100, `Unknown account ${account.address}`)
}

/** Reads a compact-u16 (the wire format's lengths) at `offset`: its value and its size. */
function shortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]!
    value |= (byte & 0x7f) << (7 * size)
    if (!(byte & 0x80)) return [value, size + 1]
  }
  throw new Error('bad compact-u16')
}

/** Signs a wire transaction's message and puts the signature in our signer slot. */
async function signWire({ account, transaction }: SolanaSignTransactionInput): Promise<Uint8Array> {
  await assertAccount(account)
  const [signatures, size] = shortVec(transaction, 0)
  const message = transaction.subarray(size + signatures * 64)
  // A v0 message starts with 0x80; its header follows that byte, a legacy one's starts at once.
  const header = message[0]! & 0x80 ? 1 : 0
  const requiredSigners = message[header]!
  const [keyCount, keySize] = shortVec(message, header + 3)
  const keysStart = header + 3 + keySize
  const address = account.address
  let slot = -1
  for (let i = 0; i < Math.min(keyCount, requiredSigners); i++) {
    if (base58.encode(message.subarray(keysStart + i * 32, keysStart + (i + 1) * 32)) === address) slot = i
  }
  if (slot < 0) throw rpcError(-32602, 'This transaction does not need our signature')
  const signed = transaction.slice()
  signed.set(await sign(message), size + slot * 64)
  return signed
}

async function sendTransaction(wire: Uint8Array, input: SolanaSignAndSendTransactionInput): Promise<Uint8Array> {
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {}
  const config = { encoding: 'base64', skipPreflight, preflightCommitment, maxRetries, minContextSlot }
  const response = await fetch(options.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base64.encode(wire), config] }),
  })
  const body = (await response.json()) as { result?: string; error?: { code: number; message: string } }
  if (body.error) throw rpcError(body.error.code, body.error.message)
  return base58.decode(body.result!)
}

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const features: Features = {
  'standard:connect': {
    version: '1.0.0',
    async connect(input) {
      called('standard:connect')
      // Silent: answer what the site may already see, never ask.
      if (!input?.silent) {
        authorized = true
        localStorage.setItem(STORAGE_KEY, 'connected')
      }
      const next = authorized ? [(await keys).account] : []
      if (next.length !== accounts.length) setAccounts(next)
      return { accounts }
    },
  },
  'standard:disconnect': {
    version: '1.0.0',
    async disconnect() {
      authorized = false
      localStorage.removeItem(STORAGE_KEY)
      setAccounts([])
    },
  },
  'standard:events': {
    version: '1.0.0',
    on(_event, listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  },
  'solana:signMessage': {
    version: '1.1.0',
    async signMessage(...inputs) {
      called('solana:signMessage')
      const outputs = []
      for (const { account, message } of inputs) {
        await assertAccount(account)
        outputs.push({ signedMessage: message, signature: await sign(message), signatureType: 'ed25519' as const })
      }
      return outputs
    },
  },
  'solana:signTransaction': {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    async signTransaction(...inputs) {
      called('solana:signTransaction')
      const outputs = []
      for (const input of inputs) outputs.push({ signedTransaction: await signWire(input) })
      return outputs
    },
  },
  'solana:signAndSendTransaction': {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    async signAndSendTransaction(...inputs) {
      called('solana:signAndSendTransaction')
      const outputs = []
      for (const input of inputs) outputs.push({ signature: await sendTransaction(await signWire(input), input) })
      return outputs
    },
  },
}

const wallet: Wallet = {
  version: '1.0.0',
  name: SOLANA_TEST_WALLET.name,
  icon: SOLANA_TEST_WALLET.icon as WalletIcon,
  chains: CHAINS,
  features,
  get accounts() {
    return accounts
  },
}

window.solanaTestWallet = {
  rejectNextRequest: () => void (rejectNext = true),
  requests: () => [...requests],
}

registerWallet(wallet)
