import { ErrorCodes, PasskeyOperationPaths, PasskeyPaths, passkeySignedIn, type PasskeySignedIn } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { parseEther, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { smartAccountChains } from '../../src/smart-account/config.js'
import { passkeySignerOf, passkeySmartAccountAddress } from '../../src/smart-account/passkey-account.js'
import { chainClients, freshAddress, fund, newcomer, VARS } from '../smart-account/support.js'
import { operationSignature, post, prepare, safeOperationHash } from './passkey-operation-support.js'
import { newChallenge, passkeyPost, SoftwareAuthenticator } from './passkey-support.js'

async function register(authenticator: SoftwareAuthenticator): Promise<PasskeySignedIn> {
  const { challengeId, challenge } = await newChallenge('register')
  const response = await passkeyPost(PasskeyPaths.register, { challengeId, credential: authenticator.register(challenge) })
  if (response.status !== 200) throw new Error(`registration failed: ${await response.text()}`)
  return passkeySignedIn().parse(await response.json())
}

describe("a passkey account's operations", () => {
  it('are prepared by the worker, signed by the passkey alone, and sent: the first deploys the Safe', async () => {
    const authenticator = new SoftwareAuthenticator()
    const { token, address } = await register(authenticator)
    await fund(31337, address as Hex)
    const recipient = freshAddress()
    const calls = [{ to: recipient, value: '0x2386f26fc10000' as Hex, data: '0x' as Hex }]
    const userOperation = await prepare(token, calls)
    expect(userOperation).toMatchObject({ sender: address, factory: expect.any(String) })

    const hash = await safeOperationHash(userOperation, authenticator.publicKey)
    const response = await post(PasskeyOperationPaths.send, token, { chainId: 31337, calls, userOperation, signature: operationSignature(authenticator, hash) })
    expect(response.status).toBe(200)
    const { result } = (await response.json()) as { result: Hex }
    const { client } = chainClients(31337)
    expect((await client.getTransactionReceipt({ hash: result })).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
    expect(await client.getCode({ address: address as Hex })).toMatch(/^0x[0-9a-f]+$/)
  })

  it('refuses an assertion made over another operation, and sends nothing', async () => {
    const authenticator = new SoftwareAuthenticator()
    const { token, address } = await register(authenticator)
    await fund(31337, address as Hex)
    const calls = [{ to: freshAddress(), value: '0x1' as Hex, data: '0x' as Hex }]
    const userOperation = await prepare(token, calls)
    const other = await safeOperationHash({ ...userOperation, nonce: '0x7' }, authenticator.publicKey)
    const response = await post(PasskeyOperationPaths.send, token, {
      chainId: 31337,
      calls,
      userOperation,
      signature: operationSignature(authenticator, other),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: expect.any(String), code: ErrorCodes.invalidParams })
    expect(await chainClients(31337).client.getCode({ address: address as Hex })).toBeUndefined()
  })

  it('refuses an operation of another account, and any account the worker holds a key for', async () => {
    const authenticator = new SoftwareAuthenticator()
    const { token, address } = await register(authenticator)
    await fund(31337, address as Hex)
    const calls = [{ to: freshAddress(), value: '0x1' as Hex, data: '0x' as Hex }]
    const userOperation = await prepare(token, calls)
    const signature = operationSignature(authenticator, await safeOperationHash(userOperation, authenticator.publicKey))
    const elsewhere = await post(PasskeyOperationPaths.send, token, {
      chainId: 31337,
      calls,
      userOperation: { ...userOperation, sender: freshAddress() },
      signature,
    })
    expect(elsewhere.status).toBe(400)
    expect(await elsewhere.json()).toEqual({ error: expect.any(String), code: ErrorCodes.unauthorized })

    const keyed = await newcomer('passkey-operation')
    const refused = await post(PasskeyOperationPaths.prepare, keyed.token, { chainId: 31337, calls })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: expect.any(String), code: ErrorCodes.unauthorized })
    expect((await post(PasskeyOperationPaths.prepare, 'ph_nothing', { chainId: 31337, calls })).status).toBe(401)
  })

  it('cannot be moved by whoever holds every row, every secret and the worker: the Safe on chain takes only the passkey', async () => {
    const visitor = new SoftwareAuthenticator()
    const { token, address } = await register(visitor)
    await fund(31337, address as Hex)
    const { client } = chainClients(31337)
    // The visitor's first operation deploys the Safe, with the passkey as its owner on chain.
    const first = [{ to: freshAddress(), value: '0x1' as Hex, data: '0x' as Hex }]
    const deploying = await prepare(token, first)
    const signature = operationSignature(visitor, await safeOperationHash(deploying, visitor.publicKey))
    expect((await post(PasskeyOperationPaths.send, token, { chainId: 31337, calls: first, userOperation: deploying, signature })).status).toBe(200)
    const drain = [{ to: freshAddress(), value: '0x16345785d8a0000' as Hex, data: '0x' as Hex }]
    const genuine = await prepare(token, drain)
    const balance = await client.getBalance({ address: address as Hex })

    // The operator holds D1 and every secret: there is no key of this account to decrypt.
    const row = await env.DB.prepare('SELECT encrypted_key, kek_version FROM accounts WHERE address = ?').bind(address).first()
    expect(row).toEqual({ encrypted_key: null, kek_version: null })
    // It swaps the stored public key for one it holds, and signs in with it: the worker is fooled (the frame is not: e2e).
    const operator = new SoftwareAuthenticator()
    await env.DB.prepare('UPDATE passkey_credentials SET public_key = ? WHERE credential_id = ?').bind(operator.publicKey, visitor.id).run()
    const { challengeId, challenge } = await newChallenge('sign-in')
    const signedIn = await passkeyPost(PasskeyPaths.signIn, { challengeId, assertion: visitor.assert(challenge, { signer: operator }) })
    const stolen = passkeySignedIn().parse(await signedIn.json())

    // An operation the worker prepares for that key is another Safe's (the key's own), not the visitor's.
    const operatorSafe = await passkeySmartAccountAddress(
      { id: visitor.id, publicKey: operator.publicKey },
      passkeySignerOf(env),
      smartAccountChains({ ...env, ...VARS } as Env)[0]!,
    )
    await fund(31337, operatorSafe)
    expect((await prepare(stolen.token, drain)).sender).toBe(operatorSafe)
    expect(operatorSafe).not.toBe(address)
    // The operation for the visitor's Safe, signed with the operator's key: the Safe refuses it.
    const forged = operationSignature(operator, await safeOperationHash(genuine, operator.publicKey))
    const refused = await post(PasskeyOperationPaths.send, stolen.token, { chainId: 31337, calls: drain, userOperation: genuine, signature: forged })
    expect(refused.status).toBe(502)
    expect(await client.getBalance({ address: address as Hex })).toBe(balance)
    expect(await client.getBalance({ address: drain[0]!.to })).toBe(0n)
  })
})
