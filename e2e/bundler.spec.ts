import { expect, test } from '@playwright/test'
import { entryPoint07Address } from 'viem/account-abstraction'
import { startBundler, stopBundler } from './support/bundler.js'

/** The stack's bundlers, as the worker reaches them (npm start: 4337 and 4338 unless moved). */
const BUNDLER2_URL = `http://127.0.0.1:${process.env.PORTHOLE_BUNDLER2_PORT ?? '4338'}`

const supportedEntryPoints = () =>
  fetch(BUNDLER2_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }) }).then(
    async (response) => ((await response.json()) as { result: string[] }).result,
    () => 'refused' as const,
  )

/**
 * The bundler is a real process of the stack (alto on EntryPoint v0.7), and a spec can kill it
 * mid-flow and bring it back on the same port, as the smart-account outage specs do.
 */
test('a spec can stop the bundler of chain 31338 and start it again on the same port', async () => {
  test.setTimeout(60_000)
  expect(await supportedEntryPoints()).toEqual([entryPoint07Address])
  await stopBundler(31338)
  try {
    expect(await supportedEntryPoints()).toBe('refused')
  } finally {
    await startBundler(31338)
  }
  expect(await supportedEntryPoints()).toEqual([entryPoint07Address])
})
