/**
 * A wagmi dapp that knows no Porthole: it finds wallets through EIP-6963
 * (wagmi's multiInjectedProviderDiscovery) and sends EIP-5792 batches with
 * @wagmi/core's actions. Runs in the test page; answers are made
 * JSON-safe (bigints as decimal text, errors as the code a dapp reads).
 */
import { connect, createConfig, getAccount, getCallsStatus, getCapabilities, http, sendCalls, waitForCallsStatus, type Connector } from '@wagmi/core'
import { defineChain, erc20Abi, type Address, type EIP1193Provider, type Hex } from 'viem'

export type Transfer = { token: Address; to: Address; amount: string }
export type RawCall = { to: string; data?: string }
/** What a dapp reads off a refusal: the first code in viem's chain of causes. */
export type Refusal = { error: { code: number | undefined; name: string } }

export type WagmiDapp = {
  connectors(): string[]
  connect(rdns: string): Promise<Address[]>
  /** The account wagmi holds now (it follows the wallet's accountsChanged). */
  account(): Address | undefined
  getCapabilities(): Promise<unknown>
  /** ERC-20 transfers as one wallet_sendCalls; the batch id, or the refusal. */
  sendTransfers(transfers: Transfer[], options?: { forceAtomic?: boolean }): Promise<{ id: string } | Refusal>
  sendRaw(calls: RawCall[]): Promise<{ id: string } | Refusal>
  waitForCallsStatus(id: string): Promise<unknown>
  getCallsStatus(id: string): Promise<unknown | Refusal>
  request(method: string, params: unknown[]): Promise<unknown | Refusal>
}

declare global {
  interface Window {
    wagmiDapp: WagmiDapp
    /** The anvils' RPC URLs by chain id, set by the spec before this script runs. */
    __wagmiChains: Record<number, string>
  }
}

const chainOf = (id: number, url: string) =>
  defineChain({ id, name: `anvil ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })

const [first, second] = Object.entries(window.__wagmiChains).map(([id, url]) => chainOf(Number(id), url))
const config = createConfig({
  chains: [first!, second!],
  transports: { [first!.id]: http(), [second!.id]: http() },
  multiInjectedProviderDiscovery: true,
})

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))

function refusal(error: unknown): Refusal {
  let cause: unknown = error
  while (cause && typeof cause === 'object') {
    const { code } = cause as { code?: unknown }
    if (typeof code === 'number') return { error: { code, name: (error as Error).name } }
    cause = (cause as { cause?: unknown }).cause
  }
  return { error: { code: undefined, name: (error as Error).name } }
}

const settle = <T>(work: Promise<T>): Promise<T | Refusal> => work.then((value) => plain(value) as T, refusal)

let connector: Connector | undefined

window.wagmiDapp = {
  connectors: () => config.connectors.map((c) => c.id),
  async connect(rdns) {
    connector = config.connectors.find((c) => c.id === rdns)
    if (!connector) throw new Error(`no wallet announced ${rdns}`)
    return [...(await connect(config, { connector, chainId: first!.id })).accounts]
  },
  account: () => getAccount(config).address,
  getCapabilities: () => getCapabilities(config, { chainId: first!.id }).then(plain),
  sendTransfers: (transfers, { forceAtomic = false } = {}) =>
    settle(
      sendCalls(config, {
        forceAtomic,
        calls: transfers.map(({ token, to, amount }) => ({ to: token, abi: erc20Abi, functionName: 'transfer', args: [to, BigInt(amount)] })),
      }),
    ),
  sendRaw: (calls) => settle(sendCalls(config, { calls: calls.map((call) => ({ to: call.to as Address, ...(call.data ? { data: call.data as Hex } : {}) })) })),
  waitForCallsStatus: (id) => waitForCallsStatus(config, { id, timeout: 60_000 }).then(plain),
  getCallsStatus: (id) => settle(getCallsStatus(config, { id })),
  async request(method, params) {
    if (!connector) throw new Error('connect first')
    const provider = (await connector.getProvider()) as EIP1193Provider
    return settle(provider.request({ method, params } as never))
  },
}
