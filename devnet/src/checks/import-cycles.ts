import { parseCircular, parseDependencyTree } from 'dpdm'
import { pathToFileURL } from 'node:url'

/** Every source file of every room, tests and tooling included. */
export const SOURCE_GLOBS = ['{protocol,loader,sdk,frame-host,widget-app,workers,devnet}/{src,test,cli}/**/*.{ts,tsx}', '{e2e,bench}/**/*.{ts,tsx}']

/**
 * Import cycles among the files the globs match (relative to `cwd`), each as
 * the files around the loop. Type-only and dynamic imports count too: a cycle
 * of types still ties modules that should stand apart (a slice and the store).
 */
export async function findImportCycles(globs: readonly string[], cwd = process.cwd()): Promise<string[][]> {
  const tree = await parseDependencyTree([...globs], { cwd, context: cwd, transform: false, skipDynamicImports: false })
  return parseCircular(tree, false)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cycles = await findImportCycles(SOURCE_GLOBS)
  for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(' → ')}`)
  if (cycles.length > 0) process.exit(1)
  console.log('no import cycles')
}
