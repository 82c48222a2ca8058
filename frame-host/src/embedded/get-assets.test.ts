import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../storage/browser-storage.js'
import { routeRequest } from '../router/route-request.js'
import { createFrameServices } from '../services.js'
import { frameStore } from '../testing/frame-store.js'
import { fakeChainData } from '../testing/fake-chain-data.js'
import { ALICE } from '../testing/fake-wallet.js'
import { LOCAL_RPC_URLS } from '../testing/test-frame.js'
import { completeEmbeddedSignIn } from './complete-sign-in.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = '0xdC7f32594126A3A551Bb307d549fFd8703D43702'
const balances = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, value: 3000, quantity: { decimals: '18', numeric: '1.5' } },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: `eip155:31337:${USDC}`,
    price: 1,
    quantity: { decimals: '6', numeric: '12.345678' },
    iconUrl: 'https://x/usdc.svg',
  },
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31338', quantity: { decimals: '18', numeric: '2' } },
  { name: 'Solana', symbol: 'SOL', chainId: 'solana:localnet', quantity: { decimals: '9', numeric: '1' } },
]

async function embeddedFrame() {
  const api = fakeChainData()
  api.answer(`/v1/account/${ADDRESS}/balance`, { body: { balances } })
  const services = createFrameServices({ storage: memoryStorage(), fetch: api.fetch, chainData: { projectId: 'p' } })
  const store = frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, defaultNetwork: 'eip155:31337', services })
  await store.dispatch(
    completeEmbeddedSignIn({ token: 'ph_token', address: ADDRESS, expiresAt: Date.now() + 60_000, provider: 'email', username: 'me@example.com' }),
  )
  return { api, request: (params: unknown[]) => store.dispatch(routeRequest({ method: 'wallet_getAssets', params })) }
}

describe('wallet_getAssets (ERC-7811) for the embedded wallet', () => {
  it('answers from the balance API, fresh, keyed by chain id in hex, balances in base units', async () => {
    const { api, request } = await embeddedFrame()
    expect(await request([{ account: ADDRESS }])).toEqual({
      '0x7a69': [
        { address: 'native', balance: '0x14d1120d7b160000', type: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 } },
        {
          address: USDC,
          balance: '0xbc614e',
          type: 'erc20',
          metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'https://x/usdc.svg' },
        },
      ],
      '0x7a6a': [{ address: 'native', balance: '0x1bc16d674ec80000', type: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    })
    expect(api.calls.at(-1)?.query).toMatchObject({ forceUpdate: 'true', currency: 'usd' })
    expect(api.calls.at(-1)?.query).not.toHaveProperty('chainId')
  })

  it('filters by chain, asset type and asset', async () => {
    const { request } = await embeddedFrame()
    expect(Object.keys((await request([{ account: ADDRESS, chainFilter: ['0x7a6a'] }])) as object)).toEqual(['0x7a6a'])
    expect(await request([{ account: ADDRESS, assetTypeFilter: ['erc20'] }])).toEqual({ '0x7a69': [expect.objectContaining({ address: USDC })] })
    expect(await request([{ account: ADDRESS, assetFilter: { '0x7a69': [{ address: USDC.toLowerCase(), type: 'erc20' }] } }])).toEqual({
      '0x7a69': [expect.objectContaining({ address: USDC })],
    })
  })

  it('refuses another account (4100) and malformed params (-32602)', async () => {
    const { request } = await embeddedFrame()
    await expect(request([{ account: ALICE }])).rejects.toMatchObject({ code: 4100 })
    await expect(request([{ account: 'nope' }])).rejects.toMatchObject({ code: -32602 })
  })
})
