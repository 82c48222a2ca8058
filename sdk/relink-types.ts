import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The declarations tsc wrote name the repository's private protocol package
 * by its workspace name, which no installer can resolve: each such import is
 * pointed at the protocol declarations shipped beside them.
 */
const TYPES = fileURLToPath(new URL('dist/types/', import.meta.url))
const PROTOCOL = join(TYPES, 'protocol/src/index.js')

const declarations = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? declarations(join(dir, entry.name)) : entry.name.endsWith('.d.ts') ? [join(dir, entry.name)] : [],
  )

for (const file of declarations(TYPES)) {
  const text = readFileSync(file, 'utf8')
  let target = relative(dirname(file), PROTOCOL)
  if (!target.startsWith('.')) target = `./${target}`
  const relinked = text.replaceAll(/(["'])@porthole\/protocol\1/g, `'${target}'`)
  if (relinked !== text) writeFileSync(file, relinked)
}
