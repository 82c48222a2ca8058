import { fileURLToPath } from 'node:url'
import * as z from 'zod'
import { NODE22 } from '../../workers/cli/wrangler-command.js'

// tsx's loader in the server's own process (its CLI would start a second Node process).
const TSX = import.meta.resolve('tsx')
const SERVER = fileURLToPath(new URL('worker-server.ts', import.meta.url))

/** What worker-server.ts is started with, as JSON in its one argument. */
export const workerServerOptions = z.object({
  /** The wrangler config (JSON or TOML) whose bindings the worker gets. */
  config: z.string(),
  /** The bundled worker (`wrangler deploy --dry-run --outdir`). */
  script: z.string(),
  host: z.string(),
  port: z.number().int(),
  /** The folder wrangler's local commands were given as `--persist-to`. */
  persistTo: z.string(),
  /** Set over the config's `vars`, as `wrangler dev --var` does. */
  vars: z.record(z.string(), z.string()),
})

/** Where start.ts keeps the options its worker was started with. */
export const workerServerRecord = (stack: { stateDir: string }) => `${stack.stateDir}/worker-server.json`

/** The command and arguments that serve the bundled worker with Miniflare (worker-server.ts), for spawn. */
export const workerServerCommand = (options: z.input<typeof workerServerOptions>): [string, string[]] => [
  NODE22,
  ['--import', TSX, SERVER, JSON.stringify(options)],
]
