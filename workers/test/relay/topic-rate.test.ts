import { describe, expect, it } from 'vitest'
import { BusyTopics, TopicRate } from '../../src/relay/topic-rate.js'

describe('TopicRate', () => {
  it('lets a burst through, then sends the topic away for a second, then one message per refill', () => {
    const rate = new TopicRate(10, 3)
    expect([rate.take('a', 0), rate.take('a', 0), rate.take('a', 0)]).toEqual([0, 0, 0])
    expect(rate.take('a', 0)).toBe(1_000)
    // Another topic has its own bucket.
    expect(rate.take('b', 0)).toBe(0)
    expect(rate.take('a', 1_000)).toBe(0)
    expect([rate.take('a', 1_000), rate.take('a', 1_000)]).toEqual([0, 0])
    expect(rate.take('a', 1_000)).toBe(1_000)
  })

  it('waits longer than a second when a token takes longer to come', () => {
    const rate = new TopicRate(0.5, 1)
    rate.take('a', 0)
    expect(rate.take('a', 0)).toBe(2_000)
  })

  it('refills no higher than the burst', () => {
    const rate = new TopicRate(10, 2)
    rate.take('a', 0)
    expect([rate.take('a', 60_000), rate.take('a', 60_000), rate.take('a', 60_000)]).toEqual([0, 0, 1_000])
  })
})

describe('BusyTopics', () => {
  it('holds a topic busy for the time given, then lets it go', () => {
    const busy = new BusyTopics()
    busy.mark('a', 100, 0)
    expect([busy.remaining('a', 40), busy.remaining('b', 40), busy.remaining('a', 100)]).toEqual([60, 0, 0])
  })
})
