import { describe, expect, it } from 'vitest'
import { lintFindings } from './lint-findings.js'

const findings = (code: string, path?: string) => lintFindings('porthole/no-error-text', code, path)

describe('no-error-text', () => {
  it('refuses telling errors apart by their text, one finding per line', async () => {
    const code = [
      'declare const error: Error',
      "export const a = error.message === 'Session Expired'",
      "export const b = 'x' !== error?.message",
      "export const c = error.message.includes('liquidity')",
      "export const d = error.message.startsWith('HTTP')",
      'export const e = /liquidity/i.test(error.message)',
      "export const f = ['a', 'b'].includes(error.message)",
      "export const g = String(error) === 'Error: no'",
      "export const h = new Set(['a']).has(error.message)",
      "switch (error.message) { case 'a': break }",
    ].join('\n')
    expect(await findings(code)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('lets code, class and values through, and a text shown rather than compared', async () => {
    const code = [
      'declare const error: Error & { code: string; values: { status: number } }',
      "export const a = error.code === 'cooldown' && error.values.status === 429",
      'export const b = error instanceof TypeError',
      "export const c = typeof error.message === 'string'",
      'export const d = `failed: ${error.message}`',
      'export const e = new Set(["1"]).has(String(7))',
    ].join('\n')
    expect(await findings(code)).toEqual([])
  })

  it('covers every room the page and the frame run, not their tests', async () => {
    const violation = "declare const error: Error\nexport const a = error.message === 'x'\n"
    for (const room of ['protocol', 'loader', 'widget-app', 'workers']) expect(await findings(violation, `${room}/src/example.ts`)).toEqual([2])
    expect(await findings(violation, 'widget-app/src/views/Example.tsx')).toEqual([2])
    expect(await findings(violation, 'frame-host/src/example.test.ts')).toEqual([])
  })
})
