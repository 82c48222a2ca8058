import { ErrorCodes, SmartAccountMessages } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { parseEther } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { bundler, chainClients, freshAddress, fund, newcomer, walletRequest } from './support.js'

/** This file alone uses chain 31337's bundler, so taking it down disturbs no other test. */
const CHAIN = 31337
const { client } = chainClients(CHAIN)

const rows = async (sender: string) =>
  (
    await env.DB.prepare('SELECT hash, status, transaction_hash FROM user_operations WHERE sender = ? ORDER BY created_at')
      .bind(sender)
      .all<{ hash: string; status: string; transaction_hash: string | null }>()
  ).results

/** alto takes about 3 s to start again. */
const RESTARTS = { timeout: 30_000 }

describe('a bundler outage', () => {
  afterAll(() => bundler('start', CHAIN), RESTARTS.timeout)

  it('loses no signed UserOperation and sends none twice', RESTARTS, async () => {
    const { token, smartAccount } = await newcomer('outage')
    await fund(CHAIN, smartAccount)
    const to = freshAddress()
    const send = () =>
      walletRequest(token, {
        chainId: CHAIN,
        method: 'eth_sendTransaction',
        params: [{ from: smartAccount, to, value: '0xde0b6b3a7640000' }],
        accountType: 'smartAccount',
      })
    const unreachable = { error: SmartAccountMessages.bundlerUnreachable, code: ErrorCodes.disconnected }

    // The bundler dies as the signed operation reaches it.
    await bundler('stop-at-send', CHAIN)
    const dropped = await send()
    expect(dropped.status).toBe(503)
    expect(dropped.body).toEqual(unreachable)
    const [kept] = await rows(smartAccount)
    expect(kept).toMatchObject({ status: 'pending', transaction_hash: null })

    // Still down: the visitor tries again and is told the same; nothing new is stored.
    const again = await send()
    expect(again.status).toBe(503)
    expect(again.body).toEqual(unreachable)
    expect(await rows(smartAccount)).toHaveLength(1)

    // Back: the same operation goes out, once, and is the answer.
    await bundler('start', CHAIN)
    const back = await send()
    expect(back.status).toBe(200)
    expect(await rows(smartAccount)).toEqual([{ hash: kept!.hash, status: 'included', transaction_hash: back.body.result }])
    expect(await client.getBalance({ address: to })).toBe(parseEther('1'))

    // A new request after that is a new transfer.
    const next = await send()
    expect(next.status).toBe(200)
    expect(next.body.result).not.toBe(back.body.result)
    expect(await client.getBalance({ address: to })).toBe(parseEther('2'))
  })

  it('tells a visitor whose bundler is down before anything is signed, and stores nothing', RESTARTS, async () => {
    const { token, smartAccount } = await newcomer('down')
    await fund(CHAIN, smartAccount)
    await bundler('stop', CHAIN)
    try {
      const down = await walletRequest(token, {
        chainId: CHAIN,
        method: 'eth_sendTransaction',
        params: [{ to: freshAddress(), value: '0x1' }],
        accountType: 'smartAccount',
      })
      expect(down.status).toBe(503)
      expect(down.body.error).toBe(SmartAccountMessages.bundlerUnreachable)
      expect(await rows(smartAccount)).toEqual([])
    } finally {
      await bundler('start', CHAIN)
    }
  })
})
