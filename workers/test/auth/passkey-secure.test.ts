import { AuthPaths, ErrorCodes, PasskeySafe, RecoveryModules, recoveryModuleAbi, sessionUser } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import * as PublicKey from 'ox/PublicKey'
import { parseAbi, parseEther, zeroAddress, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { findAccount, isKeyed } from '../../src/auth/accounts.js'
import { unsealWallet } from '../../src/auth/wallet-key.js'
import { smartAccountChains } from '../../src/smart-account/config.js'
import { passkeySignerOf } from '../../src/smart-account/passkey-account.js'
import { sendAsSmartAccount } from '../../src/smart-account/send.js'
import { chainClients, freshAddress, fund, newcomer, VARS, walletRequest, workerFetch } from '../smart-account/support.js'
import { operationSignature, post, prepare, safeOperationHash, secure } from './passkey-operation-support.js'
import { SoftwareAuthenticator } from './passkey-support.js'

const SAFE = parseAbi([
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function getModulesPaginated(address start, uint256 pageSize) view returns (address[] array, address next)',
  'function getStorageAt(uint256 offset, uint256 length) view returns (bytes)',
])
const SHARED_SIGNER = parseAbi(['function getConfiguration(address account) view returns ((uint256 x, uint256 y, uint176 verifiers) signer)'])
/** Safe 1.4.1's storage slots for its guard and fallback handler: keccak256 of their names. */
const GUARD_SLOT = 0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8n
const FALLBACK_HANDLER_SLOT = 0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5n
const word = (value: Hex) => `0x${value.slice(-40)}`.toLowerCase()

describe('an email account secured with a passkey', () => {
  it("hands its smart account to the passkey alone: owners, threshold, modules, recovery guardian, guard and fallback handler as expected, and the worker's key refused", async () => {
    const { token, owner, smartAccount } = await newcomer('secure')
    await fund(31337, smartAccount)
    const authenticator = new SoftwareAuthenticator()
    const secured = await secure(token, authenticator)
    expect(secured.status).toBe(200)
    expect(secured.body).toMatchObject({ address: smartAccount, publicKey: authenticator.publicKey, credentialId: authenticator.id })
    // The session names the passkey, so a frame signing in on another device routes the smart account to it.
    const session = sessionUser().parse(await (await workerFetch(AuthPaths.session, { headers: { Authorization: `Bearer ${token}` } })).json())
    expect(session.smartAccountPasskey).toEqual({ credentialId: authenticator.id, publicKey: authenticator.publicKey })

    const { client } = chainClients(31337)
    const signer = passkeySignerOf(env)
    const read = <T>(functionName: 'getOwners' | 'getThreshold') => client.readContract({ address: smartAccount, abi: SAFE, functionName }) as Promise<T>
    expect(await read<Hex[]>('getOwners')).toEqual([signer.sharedSigner])
    expect(await read<bigint>('getThreshold')).toBe(1n)
    const [modules] = await client.readContract({
      address: smartAccount,
      abi: SAFE,
      functionName: 'getModulesPaginated',
      args: ['0x0000000000000000000000000000000000000001', 10n],
    })
    // Enabled last, so first in the Safe's list: the recovery module of the shipped 3-day delay, the worker's key its one guardian.
    expect(modules).toEqual([RecoveryModules[3], PasskeySafe.safe4337Module])
    const recovery = (functionName: 'getGuardians' | 'threshold') =>
      client.readContract({ address: RecoveryModules[3], abi: recoveryModuleAbi, functionName, args: [smartAccount] })
    expect(await recovery('getGuardians')).toEqual([owner])
    expect(await recovery('threshold')).toBe(1n)
    const slot = (at: bigint) => client.readContract({ address: smartAccount, abi: SAFE, functionName: 'getStorageAt', args: [at, 1n] })
    expect(word(await slot(GUARD_SLOT))).toBe(zeroAddress)
    expect(word(await slot(FALLBACK_HANDLER_SLOT))).toBe(PasskeySafe.safe4337Module.toLowerCase())
    const configured = await client.readContract({
      address: signer.sharedSigner as Hex,
      abi: SHARED_SIGNER,
      functionName: 'getConfiguration',
      args: [smartAccount],
    })
    const { x, y } = PublicKey.fromHex(authenticator.publicKey)
    expect(configured).toEqual({ x, y, verifiers: BigInt(signer.verifiers) })

    // The worker refuses to sign for the smart account with a live session…
    const refused = await walletRequest(token, {
      chainId: 31337,
      method: 'eth_sendTransaction',
      params: [{ to: freshAddress(), value: '0x1' }],
      accountType: 'smartAccount',
    })
    expect(refused).toEqual({ status: 403, body: { error: expect.any(String), code: ErrorCodes.unauthorized } })
    // …and an operation its old key signs anyway is refused by the Safe.
    const stored = await env.DB.prepare('SELECT id FROM accounts WHERE address = ?').bind(owner).first<{ id: string }>()
    const keyed = await findAccount(env, stored!.id)
    if (!keyed || !isKeyed(keyed)) throw new Error('the email account has no key')
    const oldKey = await unsealWallet({ ...env, ...VARS } as Env, keyed.id, keyed.key)
    const chain = smartAccountChains({ ...env, ...VARS } as Env)[0]!
    const before = await client.getBalance({ address: smartAccount })
    await expect(sendAsSmartAccount(env.DB, keyed.id, oldKey, chain, [{ to: freshAddress(), value: '0x1', data: '0x' }])).rejects.toMatchObject({ status: 502 })
    expect(await client.getBalance({ address: smartAccount })).toBe(before)

    // The passkey signs for it now, through the passkey routes, with the same email session.
    const recipient = freshAddress()
    const calls = [{ to: recipient, value: '0x2386f26fc10000' as Hex, data: '0x' as Hex }]
    const userOperation = await prepare(token, calls)
    expect(userOperation.sender).toBe(smartAccount)
    const signature = operationSignature(authenticator, await safeOperationHash(userOperation, authenticator.publicKey))
    expect((await post('/auth/passkey/operation/send', token, { chainId: 31337, calls, userOperation, signature })).status).toBe(200)
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
  })

  it('is secured once: a second passkey and a signed-out visitor are refused', async () => {
    const { token, smartAccount } = await newcomer('secure-twice')
    await fund(31337, smartAccount)
    expect((await secure(token, new SoftwareAuthenticator())).status).toBe(200)
    expect((await secure(token, new SoftwareAuthenticator())).status).toBe(409)
    expect((await secure('ph_0000', new SoftwareAuthenticator())).status).toBe(401)
  })
})
