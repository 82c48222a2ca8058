import { describe, expect, it } from 'vitest'
import type { Budget } from './budgets.js'
import { chunkName, overBudget } from './over-budget.js'

const loader: Budget = { name: 'loader.js', gzip: 4096, reason: 'one round trip' }
const features: Budget = { name: 'features', gzip: 1000, reason: 'later views' }

describe('size budgets', () => {
  it('names chunks as the bundlers hash them, a hash starting with a dash included', () => {
    expect(chunkName('sign-client--7kns5lw.js')).toBe('sign-client')
    expect(chunkName('frame-start-BA9hsNW5.js')).toBe('frame-start')
    expect(chunkName('page-channel-DJWIIAOU.js')).toBe('page-channel')
  })

  it('passes when everything is within its budget', () => {
    expect(overBudget([{ budget: loader, gzip: 4096 }], [{ file: 'features-AAAAAAAA.js', gzip: 1000 }], [features])).toEqual([])
  })

  it('fails a loader one byte over, and says which budget and why', () => {
    expect(overBudget([{ budget: loader, gzip: 4097 }], [], [features])).toEqual(['loader.js: 4097 B gzip, over its budget of 4096 B (one round trip)'])
  })

  it('fails a lazy chunk over its budget, and a chunk that no budget names', () => {
    const problems = overBudget(
      [],
      [
        { file: 'features-AAAAAAAA.js', gzip: 1001 },
        { file: 'surprise-BBBBBBBB.js', gzip: 10 },
      ],
      [features],
    )
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^features-AAAAAAAA\.js: 1001 B gzip, over its budget of 1000 B/)
    expect(problems[1]).toMatch(/^surprise-BBBBBBBB\.js: 10 B gzip, a chunk no budget names/)
  })
})
