/**
 * The local stack's worker, served by Miniflare: the workerd that `wrangler dev` runs, with the
 * bindings wrangler reads from the same config, and the state in the layout `wrangler … --local
 * --persist-to` writes (so `wrangler d1 migrations apply` and `d1 execute` prepare it). Without
 * `wrangler dev`'s proxy workerd in front, no request passes through Node (the proxy reported each
 * one to wrangler's Node process): six e2e specs took 367 CPU-s here against 425 under `wrangler dev`.
 * The per-IP rate limits are counted in memory (worker-rate-limits.ts), as on Cloudflare.
 *
 * Started by start.ts through worker-server-command.ts (node22: Miniflare needs Node 22).
 */
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare, type V4WorkerOptionsShape } from 'miniflare'
import { resolve } from 'node:path'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { localRateLimits } from './worker-rate-limits.js'
import { workerServerOptions } from './worker-server-command.js'

const options = workerServerOptions.parse(JSON.parse(process.argv[2] ?? '{}'))

const workerOptions: V4WorkerOptionsShape = unstable_getMiniflareWorkerOptions(options.config).workerOptions
// The bundle is one module: the config's module rules have nothing to match (and Miniflare refuses them beside a script path).
delete workerOptions.modulesRules

const rateLimits = await localRateLimits(workerOptions)

const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    host: options.host,
    port: options.port,
    log: new Log(LogLevel.WARN),
    // Offline: the placeholder `request.cf` rather than a fetch of the real one that fails.
    cf: false,
    // Where `wrangler d1 … --local --persist-to` keeps what it writes; absolute, as Miniflare would
    // read a relative path from the config's folder.
    resourcePersistencePath: resolve(options.persistTo, 'v3'),
    workers: [
      {
        ...workerOptions,
        modules: true,
        scriptPath: resolve(options.script),
        bindings: Object.assign({}, workerOptions.bindings, options.vars),
        serviceBindings: { ...workerOptions.serviceBindings, ...rateLimits.bindings },
      },
      rateLimits.model,
    ],
  }),
)

await miniflare.ready
console.log(`Ready on http://${options.host}:${options.port}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void miniflare.dispose().finally(() => process.exit(0))
  })
}
