import { join } from 'node:path'
import { wranglerCommand } from '../../workers/cli/wrangler-command.js'
import { run } from './processes.js'

/**
 * The worker bundled once, as `wrangler deploy` bundles it, for the local stack's worker server.
 * (Left to bundle itself, `wrangler dev` keeps esbuild watching the sources, and esbuild watches by
 * polling: a fifth of a core for as long as the stack runs, idle or not.)
 */
export async function bundleWorker(stateDir: string): Promise<string> {
  const outdir = join(stateDir, 'worker-bundle')
  await run(...wranglerCommand(['deploy', '--dry-run', '--outdir', outdir]), { WRANGLER_SEND_METRICS: 'false' })
  return join(outdir, 'index.js')
}
