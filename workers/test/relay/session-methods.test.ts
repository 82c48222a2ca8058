import { expect, it } from 'vitest'
import { randomTopic } from './client.js'
import { connect } from './connect.js'

// sign-client ≥ 2.21 proposes with wc_proposeSession and approves with wc_approveSession:
// publishes that also subscribe the caller (it never subscribes those topics itself).
it('carries a session proposal and its approval the way sign-client sends them', async () => {
  const [dapp, wallet] = await Promise.all([connect(), connect()])
  const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]

  expect(await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300, correlationId: 1 })).toBe(true)
  await wallet.subscribe(pairingTopic)
  await wallet.until(() => wallet.received.length === 1)
  expect(wallet.received[0]).toMatchObject({ topic: pairingTopic, message: 'proposal', tag: 1100 })

  const approval = { pairingTopic, sessionTopic, sessionProposalResponse: 'response', sessionSettlementRequest: 'settle' }
  expect(await wallet.request('wc_approveSession', approval)).toBe(true)
  await dapp.until(() => dapp.received.length === 1)
  expect(dapp.received[0]).toMatchObject({ topic: pairingTopic, message: 'response', tag: 1101 })
  await dapp.subscribe(sessionTopic)
  await dapp.until(() => dapp.received.length === 2)
  expect(dapp.received[1]).toMatchObject({ topic: sessionTopic, message: 'settle', tag: 1102 })

  // The wallet is on the session topic without having subscribed to it.
  await dapp.publish(sessionTopic, 'personal_sign request', 300, 1108)
  await wallet.until(() => wallet.received.length === 2)
  expect(wallet.received[1]).toMatchObject({ topic: sessionTopic, message: 'personal_sign request', tag: 1108 })
})
