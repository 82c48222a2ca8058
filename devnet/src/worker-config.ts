import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { experimental_readRawConfig } from 'wrangler'
import * as z from 'zod'
import { DEV_LIMIT_FACTOR } from './worker-limits.js'

const SHIPPED = fileURLToPath(new URL('../../wrangler.toml', import.meta.url))

/** The parts of wrangler.toml this rewrites; the rest is copied as it is. */
const shippedConfig = z.looseObject({
  main: z.string(),
  assets: z.looseObject({ directory: z.string() }),
  d1_databases: z.array(z.looseObject({ migrations_dir: z.string() })),
  ratelimits: z.array(z.looseObject({ simple: z.object({ limit: z.number(), period: z.number() }) })),
})

/**
 * The shipped wrangler.toml with each per-IP rate limit binding DEV_LIMIT_FACTOR times over,
 * written as `<stateDir>/wrangler.json`, the config the local worker's bindings are read from: every browser of the e2e
 * suite shares 127.0.0.1. Its paths are made absolute, as wrangler reads them from the file's folder.
 */
export async function writeLocalWranglerConfig(stateDir: string): Promise<string> {
  const shipped = shippedConfig.parse(experimental_readRawConfig({ config: SHIPPED }).rawConfig)
  const from = (path: string) => (isAbsolute(path) ? path : resolve(dirname(SHIPPED), path))
  const config = {
    ...shipped,
    main: from(shipped.main),
    assets: { ...shipped.assets, directory: from(shipped.assets.directory) },
    d1_databases: shipped.d1_databases.map((db) => ({ ...db, migrations_dir: from(db.migrations_dir) })),
    ratelimits: shipped.ratelimits.map((binding) => ({ ...binding, simple: { ...binding.simple, limit: binding.simple.limit * DEV_LIMIT_FACTOR } })),
  }
  await mkdir(stateDir, { recursive: true })
  const path = resolve(join(stateDir, 'wrangler.json'))
  // Written whole, then moved into place: a worker restarting never reads half of it.
  await writeFile(`${path}.tmp`, JSON.stringify(config, null, 2))
  await rename(`${path}.tmp`, path)
  return path
}
