import { fileURLToPath } from 'node:url'
import { entryPoint07Address } from 'viem/account-abstraction'
import { BUNDLER_KEYS } from './seed/addresses.js'

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

/** alto, run by the node that runs us (its bin is an ES module with a node shebang). */
export const ALTO = root('node_modules/@pimlico/alto/esm/cli/alto.js')

/**
 * alto's arguments for one local chain. It is a real bundler with ERC-4337's checks, made to work
 * offline against anvil: safe mode off (alto's safe mode refused the EntryPoint v0.7 UserOperations
 * tried here: it reads the EntryPoint's DelegateAndRevert as its simulation's result, and anvil's
 * JavaScript tracer differs from geth's; erc7562.ts runs ERC-7562's checks over anvil for tests),
 * its simulation contract deployed on start through the deterministic deployer, bundles sent as soon
 * as UserOperations arrive, no wallet refilling (the dev accounts hold 10,000 ETH).
 */
export function bundlerArgs({ rpcUrl, port }: { rpcUrl: string; port: number }): string[] {
  return [
    ALTO,
    '--entrypoints',
    entryPoint07Address,
    '--rpc-url',
    rpcUrl,
    '--port',
    String(port),
    '--executor-private-keys',
    BUNDLER_KEYS.executor,
    '--utility-private-key',
    BUNDLER_KEYS.utility,
    '--safe-mode',
    'false',
    '--deploy-simulations-contract',
    'true',
    '--bundle-mode',
    'auto',
    '--min-bundle-interval',
    '20',
    '--max-bundle-interval',
    '100',
    '--block-time',
    '100',
    '--refilling-wallets',
    'false',
    '--utility-wallet-monitor',
    'false',
    '--log-level',
    'warn',
  ]
}

/** Polls the bundler's JSON-RPC until it answers eth_supportedEntryPoints, or fails after timeoutMs (alto takes tens of seconds to start on a busy two-core machine). */
export async function waitForBundler(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
        signal: AbortSignal.timeout(2_000),
      })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`the bundler at ${url} did not answer within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
