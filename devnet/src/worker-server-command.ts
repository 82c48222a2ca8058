import { fileURLToPath } from 'node:url'

const NODE22 = fileURLToPath(new URL('../../workers/cli/node22', import.meta.url))
// tsx's loader in the server's own process (its CLI would start a second Node process).
const TSX = import.meta.resolve('tsx')
const SERVER = fileURLToPath(new URL('worker-server.ts', import.meta.url))

export declare namespace workerServerCommand {
  type Options = {
    /** The wrangler config whose bindings the worker gets. */
    config: string
    /** The bundled worker. */
    script: string
    host: string
    port: number
    /** The folder wrangler's local commands were given as `--persist-to`. */
    persistTo: string
    /** Set over the config's `vars`, as `wrangler dev --var` does. */
    vars: Record<string, string>
  }
}

/** The command and arguments that serve the bundled worker with Miniflare (worker-server.ts), for spawn. */
export const workerServerCommand = (options: workerServerCommand.Options): [string, string[]] => [NODE22, ['--import', TSX, SERVER, JSON.stringify(options)]]
