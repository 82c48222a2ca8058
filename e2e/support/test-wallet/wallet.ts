/**
 * The test wallet, running in the test page: an EIP-6963 provider that signs
 * with anvil account #1 and sends through the current chain's anvil. Like a
 * real extension it remembers, per page origin, that the site is connected
 * and which chains it knows, so a reload finds it authorized.
 */
import { createWalletClient, defineChain, hexToNumber, http, isAddressEqual, numberToHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { TEST_WALLET, type TestWalletControl, type TestWalletOptions } from './constants.js'

declare global {
  interface Window {
    __testWalletOptions: TestWalletOptions
    testWallet: TestWalletControl
  }
}

type Request = { method: string; params?: unknown }
type Listener = (payload: unknown) => void
type State = { connected: boolean; chainId: number; chains: Record<string, string> }

const STORAGE_KEY = 'porthole-test-wallet'
const account = privateKeyToAccount(window.__testWalletOptions.privateKey ?? TEST_WALLET.privateKey)

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

const stored = localStorage.getItem(STORAGE_KEY)
const state: State = stored ? JSON.parse(stored) : { connected: false, chainId: 31337, chains: window.__testWalletOptions.chains }
const save = () => localStorage.setItem(STORAGE_KEY, JSON.stringify(state))

const listeners = new Map<string, Set<Listener>>()
const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((fn) => fn(payload))

/** The method whose next request is refused: '*' for any, undefined for none. */
let rejectNext: string | undefined
const requests: string[] = []

function assertAccount(address: unknown) {
  if (typeof address !== 'string' || !isAddressEqual(address as Hex, account.address)) throw rpcError(4100, `Unknown account ${String(address)}`)
}

function client() {
  const url = state.chains[state.chainId]!
  const chain = defineChain({
    id: state.chainId,
    name: `Chain ${state.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  return createWalletClient({ account, chain, transport: http(url) })
}

type Tx = { to?: Hex; value?: Hex; data?: Hex; gas?: Hex; from?: Hex }

async function answer(method: string, params: unknown[]): Promise<unknown> {
  switch (method) {
    case 'eth_requestAccounts':
      if (!state.connected) {
        state.connected = true
        save()
        emit('accountsChanged', [account.address])
      }
      return [account.address]
    case 'eth_accounts':
      return state.connected ? [account.address] : []
    case 'eth_chainId':
      return numberToHex(state.chainId)
    case 'personal_sign':
      assertAccount(params[1])
      return account.signMessage({ message: { raw: params[0] as Hex } })
    case 'eth_signTypedData_v4': {
      assertAccount(params[0])
      const { domain, types, primaryType, message } = JSON.parse(params[1] as string)
      delete types.EIP712Domain
      return account.signTypedData({ domain, types, primaryType, message })
    }
    case 'eth_sendTransaction': {
      const tx = params[0] as Tx
      assertAccount(tx.from)
      return client().sendTransaction({
        to: tx.to,
        data: tx.data,
        value: tx.value === undefined ? undefined : BigInt(tx.value),
        gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
      })
    }
    case 'wallet_switchEthereumChain': {
      const id = hexToNumber((params[0] as { chainId: Hex }).chainId)
      if (!state.chains[id]) throw rpcError(4902, `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`)
      if (id !== state.chainId) {
        state.chainId = id
        save()
        emit('chainChanged', numberToHex(id))
      }
      return null
    }
    case 'wallet_addEthereumChain': {
      const { chainId, rpcUrls } = params[0] as { chainId: Hex; rpcUrls: string[] }
      if (!rpcUrls[0]) throw rpcError(-32602, 'rpcUrls is empty')
      state.chains[hexToNumber(chainId)] = rpcUrls[0]
      save()
      return null
    }
    default:
      throw rpcError(4200, `The test wallet does not support ${method}`)
  }
}

const provider = Object.freeze({
  isTestWallet: true,
  async request({ method, params }: Request): Promise<unknown> {
    requests.push(method)
    if (rejectNext === '*' || rejectNext === method) {
      rejectNext = undefined
      throw rpcError(4001, 'User rejected the request.')
    }
    return answer(method, Array.isArray(params) ? params : [])
  },
  on(event: string, fn: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set())
    listeners.get(event)!.add(fn)
    return provider
  },
  removeListener(event: string, fn: Listener) {
    listeners.get(event)?.delete(fn)
    return provider
  },
})

window.testWallet = {
  rejectNextRequest: (method = '*') => void (rejectNext = method),
  requests: () => [...requests],
  chains: () => ({ ...state.chains }),
}

const info = Object.freeze({ uuid: TEST_WALLET.uuid, name: TEST_WALLET.name, icon: TEST_WALLET.icon, rdns: TEST_WALLET.rdns })
const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
if (window.__testWalletOptions.legacy) window.ethereum = provider
else {
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
