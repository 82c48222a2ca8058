import { FRAME_CONFIG_ELEMENT_ID, frameConfig, SWAP_NETWORKS } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedProject } from '../support.js'
import { swapApi } from './support.js'

beforeAll(() => seedProject('swap-frame', ['https://dapp.example']))

const CONFIG_BLOCK = new RegExp(`<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">(.*?)</script>`)

async function swapNetworks(vars: Partial<Env>): Promise<string[] | undefined> {
  const response = await swapApi('/frame?projectId=swap-frame', {}, vars)
  return frameConfig().parse(JSON.parse(CONFIG_BLOCK.exec(await response.text())![1]!)).swapNetworks
}

describe("the frame config's swapNetworks", () => {
  it('ships the 12 networks of on 1inch, which stay off without its API key', async () => {
    const shipped = JSON.parse((JSON.parse(env.SHIPPED_VARS) as { SWAP_BACKENDS: string }).SWAP_BACKENDS) as Record<string, { kind: string }>
    expect(Object.keys(shipped).sort()).toEqual([...SWAP_NETWORKS].sort())
    expect(new Set(Object.values(shipped).map((b) => b.kind))).toEqual(new Set(['1inch']))
    expect(await swapNetworks({ SWAP_BACKENDS: JSON.stringify(shipped) })).toEqual([])
  })

  it("lists the local stack's anvils, and the 1inch networks once the key is set", async () => {
    expect(await swapNetworks({})).toEqual(['eip155:31337', 'eip155:31338'])
    expect(await swapNetworks({ SWAP_AGGREGATOR_API_KEY: 'key' })).toEqual([...SWAP_NETWORKS, 'eip155:31337', 'eip155:31338'])
  })
})
