import { FRAME_CONFIG_ELEMENT_ID, frameConfig, MELD_PROVIDER } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import * as z from 'zod'
import { beforeAll, describe, expect, it } from 'vitest'
import worker from '../../src/index.js'
import { BASE, seedProject } from '../support.js'
import { SANDBOX_VARS } from './support.js'

beforeAll(() => seedProject('onramp-frame', ['https://dapp.example']))

const CONFIG_BLOCK = new RegExp(`<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">(.*?)</script>`)
async function onrampProvider(vars: Partial<Env>) {
  const response = await worker.fetch(new Request(`${BASE}/frame?projectId=onramp-frame`) as Parameters<typeof worker.fetch>[0], { ...env, ...vars })
  return frameConfig().parse(JSON.parse(CONFIG_BLOCK.exec(await response.text())![1]!)).onrampProvider
}

describe('the frame config’s onrampProvider', () => {
  it('names the configured provider, so Account offers Buy', async () => {
    expect(await onrampProvider(SANDBOX_VARS)).toEqual({ name: 'sandbox', label: 'Sandbox checkout', feeRange: '1-2%', supportedChains: ['eip155', 'solana'] })
    const meld = await onrampProvider({ ONRAMP_PROVIDER: 'meld', MELD_API_KEY: 'k', MELD_PUBLIC_KEY: 'pk' })
    expect(meld).toEqual({ name: 'meld', label: MELD_PROVIDER.label, feeRange: '1-2%', supportedChains: ['eip155', 'solana'] })
  })

  it('is absent as shipped (ONRAMP_PROVIDER "none"), for meld without its keys, and for the sandbox in production', async () => {
    const shipped = z.record(z.string(), z.string()).parse(JSON.parse(env.SHIPPED_VARS))
    expect(shipped.ONRAMP_PROVIDER).toBe('none')
    expect(await onrampProvider({ ONRAMP_PROVIDER: shipped.ONRAMP_PROVIDER })).toBeUndefined()
    expect(await onrampProvider({ ONRAMP_PROVIDER: 'meld', MELD_PUBLIC_KEY: 'pk' })).toBeUndefined()
    expect(await onrampProvider({ ...SANDBOX_VARS, ENVIRONMENT: 'production' })).toBeUndefined()
  })
})
