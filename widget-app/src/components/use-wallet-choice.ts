import { chooseDirectoryWallet, connectWallet, pushView, type DirectoryWallet, type WalletEntry } from '@porthole/frame-host'
import { useFrameDispatch } from '../store-hooks.js'

/**
 * What picking a wallet does: one the page injected connects through it;
 * any other goes to WalletConnect with the wallet chosen.
 */
export function useWalletChoice(): (entry: WalletEntry) => void {
  const dispatch = useFrameDispatch()
  const connectInjected = (uuid: string) => {
    dispatch(pushView('ConnectingExternal'))
    void dispatch(connectWallet(uuid))
  }
  const connectRemote = (wallet: DirectoryWallet) => {
    dispatch(chooseDirectoryWallet(wallet))
    dispatch(pushView('ConnectingWalletConnect'))
  }
  return (entry) => {
    if (entry.kind === 'host') connectInjected(entry.wallet.uuid)
    else if (entry.installed) connectInjected(entry.installed.uuid)
    else connectRemote(entry.wallet)
  }
}
