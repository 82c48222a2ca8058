/** Fakes for tests of the frame and its views: never imported by the app itself. */
export { ALICE, BOB, fakeWallet, walletInfo, type FakeWallet } from './fake-wallet.js'
export { flush, LOCAL_RPC_URLS, testFrame } from './test-frame.js'
export { frameStore } from './frame-store.js'
export { SENT_HASH } from './fake-wallet.js'
export { fakeChainData, type FakeChainData } from './fake-chain-data.js'
export { BALANCES, connectedWithChainData, USDC_ADDRESS } from './fixtures.js'
/** What a fake node throws to play an RPC URL that gives no answer. */
export { RpcUnreachableError } from '../rpc/rpc-unreachable.js'
export { ETH as SWAP_ETH, NET as SWAP_NETWORK, swapReady, USDC as SWAP_USDC, USDT as SWAP_USDT } from './swap-fixtures.js'
export { OWNER as SMART_OWNER, SMART as SMART_ACCOUNT, smartFrame } from './smart-account-frame.js'
export { lookupTableNode, solanaKey, wireTransaction } from './solana-transactions.js'
