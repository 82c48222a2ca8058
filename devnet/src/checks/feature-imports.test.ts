import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compareWithKnown, describeProblem, findFeatureImportProblems } from './feature-imports.js'

/** A throwaway frame-host `src`: each file (path under src) with its source. */
function src(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'features-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), `${text}\nexport const v = 1\nexport type T = number\n`)
  }
  return root
}

const problems = (files: Record<string, string>) => findFeatureImportProblems(src(files)).map(describeProblem)

describe('the feature-import check of npm run check', () => {
  it("fails a feature that reaches into another's internals", () => {
    expect(
      problems({
        'swap/swap-view.ts': "import { v } from '../send/send-slice.js'",
        'send/send-slice.ts': '',
        'send/index.ts': "export { v } from './send-slice.js'",
      }),
    ).toEqual(["swap/swap-view.ts imports send/send-slice.ts: another feature's internals (import its index.ts)"])
  })

  it('fails two folders that import each other, even through their public modules and as types only', () => {
    expect(
      problems({
        'swap/index.ts': "import type { T } from '../send/index.js'",
        'send/index.ts': "import type { T } from '../swap/index.js'",
      }),
    ).toEqual(['send/ and swap/ import each other'])
  })

  it('counts a dynamic import', () => {
    expect(problems({ 'swap/a.ts': "const m = () => import('../send/b.js')", 'send/b.ts': '' })).toHaveLength(1)
  })

  it('passes one-way imports of public modules, the assembly above the folders, tests and the test fakes', () => {
    expect(
      problems({
        'swap/a.ts': "import { v } from '../send/index.js'",
        'send/index.ts': "export { v } from './b.js'",
        'send/b.ts': '',
        'features.ts': "const all = { send: () => import('./send/b.js'), swap: () => import('./swap/a.js') }",
        'swap/a.test.ts': "import { v } from '../send/b.js'",
        'testing/fake.ts': "import { v } from '../send/b.js'\nimport { w } from '../swap/a.js'",
      }),
    ).toEqual([])
  })

  it("lets import() reach another folder's lazy module, and nothing else of it", () => {
    expect(
      problems({
        'swap/a.ts': "const load = () => import('../send/lazy.js')",
        'send/lazy.ts': "export { v } from './b.js'",
        'send/b.ts': '',
      }),
    ).toEqual([])
    expect(problems({ 'swap/a.ts': "const load = () => import('../send/b.js')", 'send/lazy.ts': '', 'send/b.ts': '' })).toEqual([
      "swap/a.ts imports send/b.ts: another feature's internals (import its index.ts)",
    ])
  })

  it('fails a static or type import of a lazy module, and still sees a pair through one', () => {
    expect(
      problems({
        'swap/a.ts': "import { v } from '../send/lazy.js'",
        'swap/b.ts': "type U = import('../send/lazy.js').T",
        'send/lazy.ts': "import type { T } from '../swap/index.js'",
        'swap/index.ts': '',
      }),
    ).toEqual([
      "swap/a.ts imports send/lazy.ts statically: a folder's lazy.ts is for import() only",
      "swap/b.ts imports send/lazy.ts statically: a folder's lazy.ts is for import() only",
      'send/ and swap/ import each other',
    ])
  })

  it('fails a problem not known, and a known one that is gone', () => {
    expect(compareWithKnown(['a', 'new'], ['a', 'fixed'])).toEqual({ added: ['new'], gone: ['fixed'] })
  })
})
