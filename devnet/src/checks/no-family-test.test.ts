import { describe, expect, it } from 'vitest'
import { lintFindings } from './lint-findings.js'

const findings = (code: string, path?: string) => lintFindings('families/no-family-test', code, path)

describe('no-family-test', () => {
  it('refuses telling chain families apart by name, one finding per line', async () => {
    const code = [
      'declare const namespace: string',
      "export const a = namespace === 'solana'",
      "export const b = 'eip155' !== namespace",
      "export const c = namespace.startsWith('solana:')",
      'export const d = /^bip122:/.test(namespace)',
      "export const e = ['polkadot', 'cosmos'].includes(namespace)",
      "switch (namespace) { case 'cosmos': break }",
      "export const SOLANA = 'solana'",
      "export const f = (ns = 'eip155') => ns",
      "export const g = namespace || 'eip155'",
      "export const h = namespace ? 'solana' : undefined",
      'export function isSolana() { return true }',
      'export const isEvmChain = () => true',
      'export const i = isSolana()',
    ].join('\n')
    expect(await findings(code)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
  })

  it('lets a family name through as data, and whole CAIP ids', async () => {
    const code = [
      'declare const family: { namespace: string }; declare const namespace: string; declare const id: number',
      'export const a = { eip155: 1, solana: 2 }',
      "export const b = { namespace: 'solana' }",
      'export const c = [namespace].map((n) => n === family.namespace)',
      'export const d = `eip155:${id}`',
      "export const e = namespace === 'eip155:1'",
      "export const f = String('cosmos')",
    ].join('\n')
    expect(await findings(code)).toEqual([])
  })

  it('covers the rooms the page, frame and worker run, but not the family modules nor tests', async () => {
    const violation = "declare const n: string\nexport const a = n === 'solana'\n"
    for (const path of [
      'protocol/src/x.ts',
      'loader/src/x.ts',
      'widget-app/src/views/XView.tsx',
      'workers/src/x.ts',
      'workers/src/siwx/message.ts',
      'frame-host/src/router/x.ts',
    ])
      expect(await findings(violation, path)).toEqual([2])
    for (const path of [
      'protocol/src/chain-families/x.ts',
      'workers/src/families/x.ts',
      'frame-host/src/solana/x.ts',
      'loader/src/families/x.ts',
      'frame-host/src/x.test.ts',
    ])
      expect(await findings(violation, path)).toEqual([])
  })
})
