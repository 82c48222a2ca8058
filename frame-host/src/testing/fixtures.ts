import { connectWallet } from '../connection/connect-wallet.js'
import { ALICE } from './fake-wallet.js'
import { fakeChainData } from './fake-chain-data.js'
import { testFrame } from './test-frame.js'

export const USDC_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** Balances of ALICE on anvil: the native coin, a 6-decimal token, and a decimals-'0' one. */
export const BALANCES = {
  balances: [
    { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 30000, price: 3000, quantity: { decimals: '18', numeric: '10.1239' }, iconUrl: '' },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:31337',
      address: `eip155:31337:${USDC_ADDRESS}`,
      value: 1000,
      price: 1,
      quantity: { decimals: '6', numeric: '1000' },
      iconUrl: '',
    },
    {
      name: 'Zero',
      symbol: 'ZERO',
      chainId: 'eip155:31337',
      address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      value: 0,
      price: 0,
      quantity: { decimals: '0', numeric: '5' },
      iconUrl: '',
    },
  ],
}

/** A frame connected as ALICE on anvil (31337), its chain-data API a fake the test controls. */
export async function connectedWithChainData({ read }: Pick<testFrame.Options, 'read'> = {}) {
  const api = fakeChainData()
  const frame = testFrame({ fetch: api.fetch, ...(read ? { read } : {}) })
  frame.listWallets()
  await frame.store.dispatch(connectWallet('uuid-1'))
  return { frame, api, address: ALICE }
}
