import type { DirectoryWallet } from './directory-client.js'

/** The picture of a directory wallet, served by the frame's own origin (apart from the client's schemas: Connect shows it). */
export const walletImageUrl = (wallet: Pick<DirectoryWallet, 'image_id'>) => `/getWalletImage/${wallet.image_id}`
