/**
 * A dapp that knows no Porthole: it finds wallets only through EIP-6963 (mipd)
 * and talks to the one it picks through viem. Runs in the test page.
 */
import { createStore } from 'mipd'
import { createWalletClient, custom, type Address, type EIP1193Provider, type TypedDataDefinition, type WalletClient } from 'viem'

export type Eip6963Dapp = {
  wallets(): { name: string; rdns: string }[]
  connect(rdns: string): Promise<Address[]>
  signMessage(message: string): Promise<string>
  signTypedData(typedData: TypedDataDefinition): Promise<string>
  sendTransaction(to: Address, value: string): Promise<string>
  switchChain(id: number): Promise<void>
  getChainId(): Promise<number>
  /** Events of the picked wallet's provider, in order. */
  events: { event: string; payload: unknown }[]
}

declare global {
  interface Window {
    eip6963Dapp: Eip6963Dapp
  }
}

const store = createStore()
let client: WalletClient | undefined
let account: Address | undefined

const connected = () => {
  if (!client || !account) throw new Error('connect first')
  return { client, account }
}

const events: Eip6963Dapp['events'] = []

window.eip6963Dapp = {
  events,
  wallets: () => store.getProviders().map(({ info }) => ({ name: info.name, rdns: info.rdns })),
  async connect(rdns) {
    const detail = store.findProvider({ rdns })
    if (!detail) throw new Error(`no wallet announced ${rdns}`)
    const provider = detail.provider as EIP1193Provider
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect'] as const) {
      provider.on(event, (payload: unknown) => {
        const plain = payload instanceof Error ? { code: (payload as Error & { code?: unknown }).code } : payload
        events.push({ event, payload: plain })
      })
    }
    client = createWalletClient({ transport: custom(provider) })
    const addresses = await client.requestAddresses()
    account = addresses[0]
    return addresses
  },
  signMessage: (message) => connected().client.signMessage({ account: connected().account, message }),
  signTypedData: (typedData) => connected().client.signTypedData({ account: connected().account, ...typedData }),
  sendTransaction: (to, value) => connected().client.sendTransaction({ account: connected().account, to, value: BigInt(value), chain: null }),
  switchChain: (id) => connected().client.switchChain({ id }),
  getChainId: () => connected().client.getChainId(),
}
