import { REQUEST_ABORTED, SOMETHING_WENT_WRONG } from './errors/base.js'

/**
 * The texts that the code shows or throws, typed out once: the user sees
 * them, tests assert them, and the frame, the page and the worker must agree.
 * The standard EIP-1193 / JSON-RPC texts are the error classes' defaults.
 */
export const Messages = {
  // Connection messages.
  failedToConnect: 'Failed to connect',
  connectionRejected: 'Connection rejected',
  popupClosed: 'Popup closed',
  noConnectorFound: 'No connector found',
  invalidConnectionStatus: 'Invalid connection status',
  failedToInitiateSocial: 'Failed to initiate social connection',
  failedToConnectFarcaster: 'Failed to connect to farcaster',
  notConnectedToEmailOrSocial: 'Not connected to email or social',
  // Frame messages.
  requestAborted: REQUEST_ABORTED,
  somethingWentWrong: SOMETHING_WENT_WRONG,
  anErrorOccurred: 'An error occurred',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  failedToFetchTransactions: 'Failed to fetch transactions',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  // What the modal says for a method off the allow-list; the dapp gets
  // UnsupportedProviderMethodError, whose default is 'Requested RPC call is not allowed'.
  actionNotAllowed: 'Action not allowed',
  // Chains.
  chainNotSupported: 'Chain is not supported',
  unsupportedChain: 'Unsupported chain',
  invalidChainId: 'Invalid chainId',
  // Swaps: the swap API on a network without a swap backend.
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
  // RPC transport.
  httpStatus: (status: number) => `HTTP status code: ${status}`,
} as const
