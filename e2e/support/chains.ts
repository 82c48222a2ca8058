import { createPublicClient, createTestClient, defineChain, http } from 'viem'
import { anvil } from 'viem/chains'

/** The devnet's anvils, where the specs check balances and receipts for themselves. */
export const ANVIL_URL = `http://127.0.0.1:${process.env.PORTHOLE_ANVIL_PORT ?? '8545'}`
export const ANVIL2_URL = `http://127.0.0.1:${process.env.PORTHOLE_ANVIL2_PORT ?? '8546'}`

export const anvilClient = createPublicClient({ chain: anvil, transport: http(ANVIL_URL) })
export const anvil2Client = createPublicClient({ chain: defineChain({ ...anvil, id: 31338 }), transport: http(ANVIL2_URL) })

/** anvil's cheat codes on chain 31337, for state a spec needs that no earlier run can be trusted to have left. */
export const anvilTestClient = createTestClient({ chain: anvil, mode: 'anvil', transport: http(ANVIL_URL) })
