import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet, arbitrum } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'

/** AppKit's own modal, opened on Connect. Offline, its wallet list and pictures (fetched from Reown's API) stay empty. */
export async function show(dark: boolean): Promise<void> {
  const projectId = 'porthole-compare'
  const networks = [mainnet, arbitrum] as [typeof mainnet, typeof arbitrum]
  const modal = createAppKit({
    adapters: [new WagmiAdapter({ networks, projectId })],
    networks,
    projectId,
    themeMode: dark ? 'dark' : 'light',
    metadata: { name: 'Compare', description: 'Compare', url: location.origin, icons: [] },
    features: { analytics: false, email: true, socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] },
  })
  await modal.open()
}
