import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findImportCycles } from './import-cycles.js'

/** A throwaway package: each file imports the ones named. */
function project(files: Record<string, string[]>, typeOnly = false): string {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'))
  mkdirSync(join(root, 'src'))
  // As in this repository: ESM imports name the emitted `.js`, which resolves to the `.ts` beside it.
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }))
  for (const [name, imports] of Object.entries(files)) {
    const lines = imports.map((other) => (typeOnly ? `import type { T } from './${other}.js'` : `import { v } from './${other}.js'`))
    writeFileSync(join(root, 'src', `${name}.ts`), `${lines.join('\n')}\nexport const v = 1\nexport type T = number\n`)
  }
  return root
}

describe('the import-cycle check of npm run check', () => {
  it('finds a deliberate cycle through three files', async () => {
    const root = project({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] })
    const cycles = await findImportCycles(['src/**/*.ts'], root)
    expect(cycles).toHaveLength(1)
    expect([...cycles[0]!].sort()).toEqual(['src/a.ts', 'src/b.ts', 'src/c.ts'])
  })

  it('counts a cycle of type-only imports', async () => {
    const root = project({ slice: ['store'], store: ['slice'] }, true)
    expect(await findImportCycles(['src/**/*.ts'], root)).toHaveLength(1)
  })

  it('passes a tree without one', async () => {
    const root = project({ a: ['b', 'c'], b: ['c'], c: [] })
    expect(await findImportCycles(['src/**/*.ts'], root)).toEqual([])
  })
})
