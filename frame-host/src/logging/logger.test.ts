import { describe, expect, it, vi } from 'vitest'
import { connectAttemptActions } from '../connection/connect-attempt-slice.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { frameStore } from '../testing/frame-store.js'
import { listenLogger } from './listen-logger.js'
import { createLogger, LOG_BUFFER_BYTES, LoggerOptions } from './logger.js'

const fakeConsole = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() })

describe('logger', () => {
  it('writes errors only to the console by default; every topic is on unless false', () => {
    const out = fakeConsole()
    const logger = createLogger({ console: out })
    expect(LoggerOptions).toEqual(['debug', 'walletConnect', 'wallets', 'eip6963', 'networkSwitch', 'reconnect', 'auth'])
    logger.log('walletConnect', 'debug', 'paired')
    logger.log('walletConnect', 'warn', 'slow')
    logger.log('walletConnect', 'error', 'failed')
    expect(out.debug).not.toHaveBeenCalled()
    expect(out.warn).not.toHaveBeenCalled()
    expect(out.error).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('[walletConnect] failed'))
  })

  it('a topic set to false is silent, and debug false silences every topic', () => {
    const out = fakeConsole()
    createLogger({ console: out, options: { auth: false } }).log('auth', 'error', 'no')
    createLogger({ console: out, options: { debug: false } }).log('reconnect', 'error', 'no')
    expect(out.error).not.toHaveBeenCalled()
  })

  it('without data-debug keeps nothing; with it, every line in a ring of 1,024,000 bytes, oldest dropped first', () => {
    expect(LOG_BUFFER_BYTES).toBe(1_024_000)
    const plain = createLogger({ console: fakeConsole() })
    plain.log('wallets', 'error', 'x')
    expect(plain.lines()).toEqual([])

    const logger = createLogger({ console: fakeConsole(), buffer: true, now: () => 0 })
    const line = 'x'.repeat(1_000)
    for (let i = 0; i < 1_100; i++) logger.log('wallets', 'debug', `${i} ${line}`)
    const lines = logger.lines()
    const bytes = lines.reduce((sum, l) => sum + new TextEncoder().encode(l).length + 1, 0)
    expect(bytes).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    expect(bytes).toBeGreaterThan(LOG_BUFFER_BYTES - 1_100)
    expect(lines.at(-1)).toContain('1099 x')
    expect(lines[0]).not.toContain(' 0 x')
  })

  it("the frame's actions become lines by topic, naming the type only (no payload)", () => {
    const logger = createLogger({ console: fakeConsole(), buffer: true })
    const store = frameStore({ theme: 'light', listen: [listenLogger(logger)] })
    store.dispatch(setActiveNetwork('eip155:31337'))
    store.dispatch(connectAttemptActions.started({ connectorId: 'secret@example.com', requestId: 'r' }))
    expect(logger.lines()).toEqual([expect.stringMatching(/debug \[networkSwitch\] network\/activeNetworkSet$/)])
    expect(logger.lines().join()).not.toContain('@')
  })
})
