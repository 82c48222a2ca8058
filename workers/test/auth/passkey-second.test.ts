import { PasskeyOperationPaths, PasskeyPaths, passkeyAddition, passkeySignedIn, type PasskeySignedIn } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import * as PublicKey from 'ox/PublicKey'
import { encodeFunctionData, hashMessage, parseAbi, parseEther, toHex, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { passkeySignerOf } from '../../src/smart-account/passkey-account.js'
import { safeMessageHash } from '../../src/smart-account/proxy-signature.js'
import { chainClients, freshAddress, fund } from '../smart-account/support.js'
import { operationSignature, post, prepare, safeOperationHash } from './passkey-operation-support.js'
import { newChallenge, passkeyPost, SoftwareAuthenticator } from './passkey-support.js'

const FACTORY = parseAbi(['function createSigner(uint256 x, uint256 y, uint176 verifiers) returns (address)'])
const SAFE = parseAbi([
  'function addOwnerWithThreshold(address owner, uint256 threshold)',
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])
const ERC1271_MAGIC = '0x1626ba7e'

async function register(authenticator: SoftwareAuthenticator): Promise<PasskeySignedIn> {
  const { challengeId, challenge } = await newChallenge('register')
  const response = await passkeyPost(PasskeyPaths.register, { challengeId, credential: authenticator.register(challenge) })
  if (response.status !== 200) throw new Error(`registration failed: ${await response.text()}`)
  return passkeySignedIn().parse(await response.json())
}

async function signIn(authenticator: SoftwareAuthenticator): Promise<Response> {
  const { challengeId, challenge } = await newChallenge('sign-in')
  return passkeyPost(PasskeyPaths.signIn, { challengeId, assertion: authenticator.assert(challenge) })
}

/** The calls the frame asks the first passkey to sign: the new key's signer contract made, then made an owner beside the first, threshold 1. */
function addingCalls(safe: Hex, signer: Hex, publicKey: Hex) {
  const { x, y } = PublicKey.fromHex(publicKey)
  const { signerFactory, verifiers } = passkeySignerOf(env)
  return [
    {
      to: signerFactory as Hex,
      value: '0x0' as Hex,
      data: encodeFunctionData({ abi: FACTORY, functionName: 'createSigner', args: [x, y, BigInt(verifiers)] }),
    },
    { to: safe, value: '0x0' as Hex, data: encodeFunctionData({ abi: SAFE, functionName: 'addOwnerWithThreshold', args: [signer, 1n] }) },
  ]
}

/** A passkey account whose Safe (funded) has a second passkey added, held by the worker until the chain shows it. */
async function accountWithSecondPasskey() {
  const first = new SoftwareAuthenticator()
  const second = new SoftwareAuthenticator()
  const account = await register(first)
  const safe = account.address as Hex
  await fund(31337, safe)
  const { challengeId, challenge } = await newChallenge('add')
  const held = await post(PasskeyPaths.add, account.token, { challengeId, credential: second.register(challenge) })
  expect(held.status).toBe(200)
  const addition = passkeyAddition().parse(await held.json())
  expect(addition).toMatchObject({ credentialId: second.id, publicKey: second.publicKey, safe })

  // Not an owner yet: nothing is recorded, and the new passkey signs no one in.
  expect((await post(PasskeyPaths.addConfirm, account.token, { credentialId: second.id })).status).toBe(409)
  expect((await signIn(second)).status).toBe(401)

  const calls = addingCalls(safe, addition.signer as Hex, second.publicKey)
  const userOperation = await prepare(account.token, calls)
  const hash = await safeOperationHash(userOperation, first.publicKey)
  const sent = await post(PasskeyOperationPaths.send, account.token, { chainId: 31337, calls, userOperation, signature: operationSignature(first, hash) })
  expect(sent.status).toBe(200)
  const confirmed = await post(PasskeyPaths.addConfirm, account.token, { credentialId: second.id })
  expect(confirmed.status).toBe(200)
  return { first, second, account, safe, signer: addition.signer as Hex }
}

describe('a second passkey', () => {
  it('owns the Safe beside the first, threshold 1, once the first passkey signed its addition; it signs an operation alone', async () => {
    const { second, account, safe, signer } = await accountWithSecondPasskey()
    const { client } = chainClients(31337)
    const read = <T>(functionName: 'getOwners' | 'getThreshold') => client.readContract({ address: safe, abi: SAFE, functionName }) as Promise<T>
    expect((await read<Hex[]>('getOwners')).map((owner) => owner.toLowerCase()).sort()).toEqual(
      [passkeySignerOf(env).sharedSigner, signer].map((owner) => owner.toLowerCase()).sort(),
    )
    expect(await read<bigint>('getThreshold')).toBe(1n)

    // Sent with the second passkey alone: the Safe checks its signer contract's signature on chain.
    const recipient = freshAddress()
    const calls = [{ to: recipient, value: toHex(parseEther('0.01')), data: '0x' as Hex }]
    const userOperation = await prepare(account.token, calls)
    const hash = await safeOperationHash(userOperation, second.publicKey)
    const signature = { ...operationSignature(second, hash), id: second.id }
    const response = await post(PasskeyOperationPaths.send, account.token, { chainId: 31337, calls, userOperation, signature })
    expect(response.status).toBe(200)
    const { result } = (await response.json()) as { result: Hex }
    expect((await client.getTransactionReceipt({ hash: result })).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
  })

  it("signs a message the Safe's ERC-1271 check accepts, and signs in to the same account", async () => {
    const { second, safe } = await accountWithSecondPasskey()
    const signedIn = await signIn(second)
    expect(signedIn.status).toBe(200)
    const session = passkeySignedIn().parse(await signedIn.json())
    expect(session).toMatchObject({ address: safe, credentialId: second.id, publicKey: second.publicKey })

    const message = 'second passkey'
    const hash = safeMessageHash(safe, 31337, hashMessage(message))
    const signature = { ...operationSignature(second, hash), id: second.id }
    const response = await post(PasskeyOperationPaths.signMessage, session.token, {
      chainId: 31337,
      method: 'personal_sign',
      params: [toHex(message), safe],
      signature,
    })
    expect(response.status).toBe(200)
    const { result } = (await response.json()) as { result: Hex }
    const { client } = chainClients(31337)
    const valid = await client.readContract({ address: safe, abi: SAFE, functionName: 'isValidSignature', args: [hashMessage(message), result] })
    expect(valid).toBe(ERC1271_MAGIC)
    expect(await client.verifyMessage({ address: safe, message, signature: result })).toBe(true)
  })

  it("refuses an assertion by a passkey that is not one of the account's, and one the second passkey made over another hash", async () => {
    const { second, account } = await accountWithSecondPasskey()
    const calls = [{ to: freshAddress(), value: '0x1' as Hex, data: '0x' as Hex }]
    const userOperation = await prepare(account.token, calls)
    const stranger = new SoftwareAuthenticator()
    await register(stranger)
    const hash = await safeOperationHash(userOperation, second.publicKey)
    const foreign = await post(PasskeyOperationPaths.send, account.token, {
      chainId: 31337,
      calls,
      userOperation,
      signature: { ...operationSignature(stranger, hash), id: stranger.id },
    })
    expect(foreign.status).toBe(403)
    const other = await safeOperationHash({ ...userOperation, nonce: '0x7' }, second.publicKey)
    const mismatch = await post(PasskeyOperationPaths.send, account.token, {
      chainId: 31337,
      calls,
      userOperation,
      signature: { ...operationSignature(second, other), id: second.id },
    })
    expect(mismatch.status).toBe(400)
  })
})
