import { afterEach, describe, expect, it, vi } from 'vitest'
import { readRpcUrlLists, readRpcUrls, rpcFallbacks, rpcOrigins } from '../src/frame/rpc-urls.js'

afterEach(() => vi.restoreAllMocks())

describe('RPC_URLS', () => {
  it('reads CAIP-2 chain ids to URLs', () => {
    const raw = '{"eip155:31337": "http://127.0.0.1:8545", "eip155:1": "https://rpc.example.com/v1/key"}'
    expect(readRpcUrls(raw)).toEqual({ 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:1': 'https://rpc.example.com/v1/key' })
    expect(rpcOrigins(readRpcUrls(raw))).toEqual(['http://127.0.0.1:8545', 'https://rpc.example.com'])
  })

  it("takes Solana clusters beside EVM chains, as `npm start` passes the local one: its origin joins the frame's CSP", () => {
    const raw =
      '{"eip155:31337": "http://127.0.0.1:8545", "solana:localnet": "http://127.0.0.1:8899", "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1": "https://api.devnet.solana.com"}'
    expect(Object.keys(readRpcUrls(raw))).toEqual(['eip155:31337', 'solana:localnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
    expect(rpcOrigins(readRpcUrls(raw))).toEqual(['http://127.0.0.1:8545', 'http://127.0.0.1:8899', 'https://api.devnet.solana.com'])
  })

  it('takes several URLs for a chain: the worker reads the first, the frame ranks them all, every origin joins the CSP', () => {
    const raw = '{"eip155:1": ["https://a.example/rpc", "https://b.example/rpc", "https://a.example/rpc"], "eip155:10": "https://op.example"}'
    expect(readRpcUrls(raw)).toEqual({ 'eip155:1': 'https://a.example/rpc', 'eip155:10': 'https://op.example' })
    expect(readRpcUrlLists(raw)).toEqual({ 'eip155:1': ['https://a.example/rpc', 'https://b.example/rpc'], 'eip155:10': ['https://op.example'] })
    expect(rpcFallbacks(readRpcUrlLists(raw))).toEqual({ 'eip155:1': ['https://b.example/rpc'] })
    expect(rpcOrigins(readRpcUrlLists(raw))).toEqual(['https://a.example', 'https://b.example', 'https://op.example'])
  })

  it('reads nothing from an empty value', () => {
    expect(readRpcUrls('')).toEqual({})
    expect(readRpcUrls(undefined)).toEqual({})
    expect(readRpcUrls('{}')).toEqual({})
  })

  it.each([
    ['not JSON', '{"eip155:1": '],
    ['an array', '["https://rpc.example.com"]'],
    ['an empty list of URLs', '{"eip155:1": []}'],
    ['a list with a host that would break the CSP', '{"eip155:1": ["https://ok.example", "https://a;script-src"]}'],
    ['a key that is no chain id', '{"mainnet": "https://rpc.example.com"}'],
    ['a value that is no URL', '{"eip155:1": "rpc.example.com"}'],
    ['a scheme other than http(s)', '{"eip155:1": "javascript://rpc.example.com"}'],
    ['a host that would break the CSP', '{"eip155:1": "https://a;script-src"}'],
  ])('ignores %s, saying so once', (_, raw) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(readRpcUrls(raw)).toEqual({})
    expect(readRpcUrls(raw)).toEqual({})
    expect(error).toHaveBeenCalledOnce()
    expect(error.mock.calls[0]![0]).toMatch(/^\[porthole\] RPC_URLS is ignored/)
  })
})
