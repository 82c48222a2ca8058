import { createTestClient, defineChain, http, publicActions, walletActions } from 'viem'

/** A client for one anvil: anvil's test actions, reads and writes. */
export function anvilClient(rpcUrl: string, chainId: number) {
  const chain = defineChain({
    id: chainId,
    name: `anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createTestClient({ mode: 'anvil', chain, transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)
  return { chain, client }
}
export type AnvilClient = ReturnType<typeof anvilClient>['client']
