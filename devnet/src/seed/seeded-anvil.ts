import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { compileContracts } from './compile.js'
import { seedChain } from './seed-chain.js'
import { uniswapV2Artifacts } from './uniswap-v2.js'

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))

export type SeededAnvil = { rpcUrl: string; process: ChildProcess }

/**
 * One anvil on a free loopback port, seeded as `npm start` seeds its anvils
 * (seed/addresses.ts), for tests that need a real chain. It ends with the
 * caller's process.
 */
export async function startSeededAnvil(chainId: number): Promise<SeededAnvil> {
  const child = spawn(root('node_modules/.bin/anvil'), ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const rpcUrl = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk
      // anvil names the port it was given once it listens.
      const listening = /Listening on (127\.0\.0\.1:\d+)/.exec(out)
      if (listening) resolve(`http://${listening[1]}`)
    })
    child.once('exit', (code) => reject(new Error(`anvil exited (${code}) before listening:\n${out}`)))
  })
  child.stdout.resume()
  // The chain alone must not keep the caller running, nor outlive a runner that simply exits.
  child.unref()
  ;(child.stdout as unknown as { unref(): void }).unref()
  process.once('exit', () => child.kill())
  const [artifacts, uniswapV2] = await Promise.all([compileContracts(root('.devnet/contracts-cache')), uniswapV2Artifacts()])
  await seedChain({ rpcUrl, chainId, artifacts, uniswapV2, benchTokens: 0 })
  return { rpcUrl, process: child }
}
