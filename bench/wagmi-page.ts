/**
 * The wagmi bench page's own script, in place of the demo's: what a wagmi dapp does on mount
 * (WagmiProvider with reconnectOnMount: `reconnect(config)` once, with the wallets announced by
 * then), mounted once the snippet has run as the demo's own script starts, and a #connect button that connects Porthole's EIP-6963 connector, which opens Connect.
 * #status shows `connected <address>` once wagmi holds an account.
 */
import { connect, createConfig, http, reconnect, watchAccount } from '@wagmi/core'
import { defineChain } from 'viem'

declare global {
  interface Window {
    /** Set by the bench before this script: the chain's RPC URL. */
    benchAnvilUrl: string
    /** Whether Porthole had announced itself when wagmi reconnected on mount. */
    benchPortholeAtMount?: boolean
  }
}

const status = document.getElementById('status')!
const chain = defineChain({
  id: 31337,
  name: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [window.benchAnvilUrl] } },
})
const config = createConfig({ chains: [chain], transports: { [chain.id]: http() }, multiInjectedProviderDiscovery: true })
const porthole = () => config.connectors.find((c) => c.id === 'dev.porthole')

function mount() {
  watchAccount(config, { onChange: ({ address, status: state }) => (status.textContent = address ? `connected ${address}` : state) })
  window.benchPortholeAtMount = porthole() !== undefined
  void reconnect(config)
}

// The snippet is async: a dapp mounted before it ran would reconnect without Porthole among its wallets.
const snippet = document.querySelector('script[data-project-id]')
if (!snippet || 'porthole' in window) mount()
else snippet.addEventListener('load', mount)

document.getElementById('connect')!.addEventListener('click', () => {
  const connector = porthole()
  if (!connector) return void (status.textContent = 'Porthole is not announced')
  connect(config, { connector }).catch((error: Error) => (status.textContent = error.message))
})
