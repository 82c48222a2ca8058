import { PasskeyPaths, passkeyRecovery, PasskeySafe, RecoveryModules, recoveryModuleAbi, type PasskeyRecovery } from '@porthole/protocol'
import * as PublicKey from 'ox/PublicKey'
import { encodeFunctionData, parseAbi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainClients, fund, newcomer } from '../smart-account/support.js'
import { operationSignature, post, prepare, safeOperationHash, secure } from './passkey-operation-support.js'
import { newChallenge, SoftwareAuthenticator } from './passkey-support.js'
import { mailbox } from './support.js'

const SAFE = parseAbi(['function getOwners() view returns (address[])'])
const SIGNER_FACTORY = parseAbi(['function getSigner(uint256 x, uint256 y, uint176 verifiers) view returns (address)'])
const THREE_DAYS = 3 * 24 * 60 * 60
const module = RecoveryModules[3]
const { client } = chainClients(31337)

async function recover(token: string, authenticator: SoftwareAuthenticator): Promise<{ status: number; body: PasskeyRecovery | Record<string, unknown> }> {
  const { challengeId, challenge } = await newChallenge('recover')
  const response = await post(PasskeyPaths.recover, token, { challengeId, credential: authenticator.register(challenge) })
  const json = (await response.json()) as Record<string, unknown>
  return { status: response.status, body: response.status === 200 ? passkeyRecovery().parse(json) : json }
}

const finish = async (token: string, credentialId: string) => {
  const response = await post(PasskeyPaths.recoverFinish, token, { credentialId })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** An email account secured with `first`, its smart account and key funded (the guardian pays the recovery's fees). */
async function securedAccount(tag: string, first = new SoftwareAuthenticator()) {
  const account = await newcomer(tag)
  await Promise.all([fund(31337, account.smartAccount), fund(31337, account.owner)])
  expect((await secure(account.token, first)).status).toBe(200)
  return { ...account, first }
}

describe('recovering a passkey-secured email account through its email', () => {
  it('proposes the new passkey through the recovery module, mails the address, waits out the delay and can be cancelled by the passkey', async () => {
    const { token, smartAccount, email, first } = await securedAccount('recover')
    const lost = new SoftwareAuthenticator()
    const started = await recover(token, lost)
    expect(started.status).toBe(200)
    const recovery = started.body as PasskeyRecovery
    // Its own signer contract, which the factory derives from the new key alone, is the one owner proposed.
    const { x, y } = PublicKey.fromHex(lost.publicKey)
    const signer = await client.readContract({
      address: PasskeySafe.signerFactory,
      abi: SIGNER_FACTORY,
      functionName: 'getSigner',
      args: [x, y, BigInt(PasskeySafe.verifiers)],
    })
    expect(recovery).toMatchObject({ credentialId: lost.id, publicKey: lost.publicKey, signer, safe: smartAccount, module })
    const { timestamp } = await client.getBlock()
    expect(recovery.executeAfter).toBeGreaterThanOrEqual(Number(timestamp) + THREE_DAYS - 60)
    const request = await client.readContract({ address: module, abi: recoveryModuleAbi, functionName: 'getRecoveryRequest', args: [smartAccount] })
    expect(request.newOwners).toEqual([signer])
    expect(Number(request.executeAfter)).toBe(recovery.executeAfter)
    expect(await client.getCode({ address: signer })).not.toBe('0x')
    // The start is mailed to the account's address at once, with the day it can take over.
    const [mail] = await mailbox(email)
    expect(mail).toMatchObject({ subject: 'A recovery of your wallet has started' })
    expect(mail!.body).toContain(new Date(recovery.executeAfter * 1000).toUTCString())

    // One at a time, and nothing finishes before the delay.
    expect((await recover(token, new SoftwareAuthenticator())).status).toBe(409)
    expect(await finish(token, lost.id)).toEqual({ status: 409, body: { error: expect.any(String), executeAfter: recovery.executeAfter } })

    // The passkey the visitor still has cancels it, with an ordinary operation of the Safe.
    const calls = [{ to: module as Hex, value: '0x0' as Hex, data: encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'cancelRecovery' }) }]
    const userOperation = await prepare(token, calls)
    const signature = operationSignature(first, await safeOperationHash(userOperation, first.publicKey))
    expect((await post('/auth/passkey/operation/send', token, { chainId: 31337, calls, userOperation, signature })).status).toBe(200)
    const cancelled = await client.readContract({ address: module, abi: recoveryModuleAbi, functionName: 'getRecoveryRequest', args: [smartAccount] })
    expect(cancelled.executeAfter).toBe(0n)
    // Finishing now finds nothing to finish, and the Safe is still the first passkey's alone.
    expect((await finish(token, lost.id)).status).toBe(410)
    expect(await client.readContract({ address: smartAccount, abi: SAFE, functionName: 'getOwners' })).toEqual([PasskeySafe.sharedSigner])
    expect((await finish(token, lost.id)).status).toBe(404)
  })

  it('is refused to an account with nothing to recover, and to a visitor signed out', async () => {
    const plain = await newcomer('recover-plain')
    expect(await recover(plain.token, new SoftwareAuthenticator())).toEqual({ status: 409, body: { error: expect.any(String) } })
    expect((await recover('ph_0000', new SoftwareAuthenticator())).status).toBe(401)
  })
})
