import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, darkTheme, getDefaultConfig, lightTheme, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { arbitrum, mainnet } from 'wagmi/chains'

const config = getDefaultConfig({ appName: 'Compare', projectId: 'porthole-compare', chains: [mainnet, arbitrum] })
const queryClient = new QueryClient()

function OpenOnLoad() {
  const { openConnectModal } = useConnectModal()
  useEffect(() => openConnectModal?.(), [openConnectModal])
  return <ConnectButton />
}

/** RainbowKit's modal, opened on Connect; its wallet pictures are bundled, so it renders whole offline. */
export function show(dark: boolean): void {
  createRoot(document.getElementById('root')!).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider theme={dark ? darkTheme() : lightTheme()} modalSize="compact">
          <OpenOnLoad />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
