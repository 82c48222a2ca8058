import { WalletConnectPairing } from '../components/WalletConnectPairing.js'

/** ConnectingWalletConnect: the pairing as a QR code, a link to copy, and the chosen (or any) wallet's deep link. */
export function ConnectingWalletConnectView() {
  return <WalletConnectPairing />
}
