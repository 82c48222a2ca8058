import { FRAME_CONFIG_ELEMENT_ID, frameConfig, type FrameConfig } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index.js'
import { readBundlerUrls } from '../../src/smart-account/config.js'
import { BASE, seedProject } from '../support.js'

const CONFIG_BLOCK = new RegExp(`<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">(.*?)</script>`)

async function frameConfigOf(projectId: string, vars: Partial<Env>): Promise<FrameConfig> {
  const response = await worker.fetch(new Request(`${BASE}/frame?projectId=${projectId}`) as Parameters<typeof worker.fetch>[0], { ...env, ...vars })
  return frameConfig().parse(JSON.parse(CONFIG_BLOCK.exec(await response.text())![1]!))
}

const RPC_URLS = JSON.stringify({ 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:31338': 'http://127.0.0.1:8546', 'eip155:8453': 'https://base.example' })

beforeAll(async () => {
  await seedProject('smart', ['https://shop.test'])
  await env.DB.prepare('UPDATE projects SET smart_account_networks = ? WHERE id = ?')
    .bind(JSON.stringify(['eip155:31337', 'eip155:31338', 'eip155:10']), 'smart')
    .run()
  await seedProject('plain', ['https://shop.test'])
})

describe('smart-account networks in the frame config', () => {
  it("are the project's networks that have a bundler and an RPC URL", async () => {
    const BUNDLER_URLS = JSON.stringify({
      'eip155:31337': 'http://127.0.0.1:4337',
      'eip155:10': 'https://bundler.example/10',
      'eip155:8453': 'https://bundler.example/8453',
    })
    expect((await frameConfigOf('smart', { RPC_URLS, BUNDLER_URLS })).smartAccountNetworks).toEqual(['eip155:31337'])
    expect((await frameConfigOf('plain', { RPC_URLS, BUNDLER_URLS })).smartAccountNetworks).toBeUndefined()
    expect((await frameConfigOf('smart', { RPC_URLS, BUNDLER_URLS: '{}' })).smartAccountNetworks).toBeUndefined()
  })

  it('ignores a malformed BUNDLER_URLS, saying so once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bad = { ...env, BUNDLER_URLS: '{"solana:localnet": "http://127.0.0.1:4337"}' }
    expect(readBundlerUrls(bad)).toEqual({})
    expect(readBundlerUrls(bad)).toEqual({})
    expect(readBundlerUrls({ ...env, BUNDLER_URLS: '{"eip155:1": "ftp://bundler"}' })).toEqual({})
    expect(error).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })
})
