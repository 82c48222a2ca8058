/**
 * Spec §8's texts that the code shows or throws, typed out once: the user sees
 * them, tests assert them, and the frame, the page and the worker must agree.
 */
export const Messages = {
  // Connection messages.
  failedToConnect: 'Failed to connect',
  connectionRejected: 'Connection rejected',
  popupClosed: 'Popup closed',
  noConnectorFound: 'No connector found',
  invalidConnectionStatus: 'Invalid connection status',
  failedToInitiateSocial: 'Failed to initiate social connection',
  notConnectedToEmailOrSocial: 'Not connected to email or social',
  // Frame messages.
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  anErrorOccurred: 'An error occurred',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  failedToFetchTransactions: 'Failed to fetch transactions',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  // The allow-list of spec §6: the error a dapp gets, and what the modal says.
  requestNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  // Chains.
  chainNotSupported: 'Chain is not supported',
  unsupportedChain: 'Unsupported chain',
  invalidChainId: 'Invalid chainId',
  // RPC transport.
  httpStatus: (status: number) => `HTTP status code: ${status}`,
} as const
