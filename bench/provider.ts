import type {} from '../e2e/support/widget.js'
import type { Browser } from '@playwright/test'
import { pageScript } from '../e2e/support/bundle.js'
import { ANVIL2_URL, DEMO } from './stack.js'

export type Latencies = { provider: number[]; viem: number[] }
export type ProviderBench = { chainId: Latencies; blockNumber: Latencies; concurrent: { ms: number; correct: number } }

/**
 * Sequential requests, one at a time, timed in the page: through
 * `porthole.provider` and through viem straight to the same anvil.
 * A string, not a function: tsx would wrap a function with helpers the page does not have.
 */
const sequential = (samples: number) => `(async () => {
  const porthole = window.porthole.provider
  const run = async (request, method) => {
    const times = []
    for (let i = 0; i < ${samples} + 50; i++) {
      const t0 = performance.now()
      await request({ method })
      if (i >= 50) times.push(performance.now() - t0)
    }
    return times
  }
  const direct = (args) => window.benchViem.request(args)
  const through = (args) => porthole.request(args)
  return {
    chainId: { provider: await run(through, 'eth_chainId'), viem: await run(direct, 'eth_chainId') },
    blockNumber: { provider: await run(through, 'eth_blockNumber'), viem: await run(direct, 'eth_blockNumber') },
  }
})()`

/** All at once; the identity precompile echoes each call's data, so every answer is checked. */
const concurrent = (count: number) => `(async () => {
  const porthole = window.porthole.provider
  const data = (i) => '0x' + i.toString(16).padStart(8, '0')
  const call = (i) => porthole.request({ method: 'eth_call', params: [{ to: '0x0000000000000000000000000000000000000004', data: data(i) }, 'latest'] })
  const t0 = performance.now()
  const results = await Promise.all(Array.from({ length: ${count} }, (_, i) => call(i)))
  return { ms: performance.now() - t0, correct: results.filter((r, i) => r === data(i)).length }
})()`

const switchChain = (chainId: string) => `window.porthole.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '${chainId}' }] })`

/**
 * Latency on chain 31338 (no proxy on either path), then the concurrent calls on
 * 31337, whose frame RPC URL is the counting proxy; `beforeConcurrent` resets it.
 */
export async function benchProvider(browser: Browser, samples: number, beforeConcurrent: () => void): Promise<ProviderBench> {
  const page = await browser.newPage()
  await page.addInitScript({
    content: `window.benchAnvilUrl = ${JSON.stringify(ANVIL2_URL)};\n${await pageScript(new URL('./viem-page.ts', import.meta.url))}`,
  })
  await page.goto(`${DEMO}/`)
  await page.evaluate(() => window.porthole!.ready)
  await page.evaluate(switchChain('0x7a6a'))
  const latencies = await page.evaluate<Omit<ProviderBench, 'concurrent'>>(sequential(samples))
  await page.evaluate(switchChain('0x7a69'))
  await page.evaluate(concurrent(1))
  beforeConcurrent()
  const result = await page.evaluate<ProviderBench['concurrent']>(concurrent(samples))
  await page.close()
  return { ...latencies, concurrent: result }
}
