import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Hex } from 'viem'

/**
 * Multicall3's creation code as viem ships it (viem deploys it on the fly for
 * chains without one). It is not among viem's public exports, so it is loaded
 * from the installed file; running it in an eth_call yields the runtime code.
 */
export async function multicall3CreationCode(): Promise<Hex> {
  const viemDir = dirname(createRequire(import.meta.url).resolve('viem/package.json'))
  const contracts = (await import(pathToFileURL(join(viemDir, '_esm/constants/contracts.js')).href)) as { multicall3Bytecode?: unknown }
  const code = contracts.multicall3Bytecode
  if (typeof code !== 'string' || !/^0x[0-9a-f]+$/i.test(code)) throw new Error('viem no longer ships multicall3Bytecode where the seed looks for it')
  return code as Hex
}
