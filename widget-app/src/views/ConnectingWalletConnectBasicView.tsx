import { WalletConnectPairing } from '../components/WalletConnectPairing.js'

/** ConnectingWalletConnectBasic (basic mode): the QR code, the link to open or copy, and no wallet directory. */
export function ConnectingWalletConnectBasicView() {
  return <WalletConnectPairing basic />
}
