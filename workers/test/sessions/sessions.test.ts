import {
  revokeSessionMessage,
  SESSION_MODULE_ADDRESS,
  SessionMessages,
  SessionPaths,
  sessionContext,
  sessionModuleAbi,
  smartSessionList,
} from '@porthole/protocol'
import { encodeFunctionData, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailLogin } from '../auth/support.js'
import { seedProject } from '../support.js'
import { api, asSafe, CHAIN, client, grant, register, safeOf, safeSignature, USDC, USDT } from './support.js'

const PROJECT = 'sessions-project'
const OTHER = 'sessions-other'
const usdc = (units: string) => parseUnits(units, 6)
const tenUsdc = [{ type: 'erc20-token-transfer', data: { address: USDC, allowance: `0x${usdc('10').toString(16)}` } }]

describe('smart sessions', () => {
  let token: string
  let owner: Address
  let safe: Address
  const key = privateKeyToAccount(generatePrivateKey()).address
  let expiry: number

  beforeAll(async () => {
    await seedProject(PROJECT, ['https://dapp.example'])
    await seedProject(OTHER, ['https://other.example'])
    const login = await emailLogin(`sessions-${crypto.randomUUID()}@example.com`)
    token = login.token
    owner = login.address as Address
    safe = await safeOf(owner, token)
    expiry = Number((await client.getBlock()).timestamp) + 3600
    await grant(owner, token, safe, key, expiry, [], [USDC], [usdc('10')])
  }, 60_000)

  const body = (overrides: Record<string, unknown> = {}) => ({
    projectId: PROJECT,
    chainId: CHAIN,
    address: safe,
    sessionKey: key,
    expiry,
    permissions: tenUsdc,
    ...overrides,
  })
  const list = async (path: string) => smartSessionList().parse(await (await api(path)).json()).pcis

  it('registers a grant the chain shows, lists it, and revokes it with the account’s signature', async () => {
    const registered = await register(token, body())
    expect(registered.status).toBe(200)
    const { pci, context } = (await registered.json()) as { pci: string; context: string }
    expect(context).toBe(sessionContext(SESSION_MODULE_ADDRESS, safe, key))

    const listed = await list(`${SessionPaths.list(safe)}?projectId=${PROJECT}`)
    expect(listed.map((s) => s.pci)).toEqual([pci])
    expect(listed[0]).toMatchObject({ chainId: CHAIN, sessionKey: key.toLowerCase(), expiry, permissions: tenUsdc, context, project: { id: PROJECT } })
    // AppKit names the account in CAIP-10; another chain or another project sees none.
    expect(await list(`${SessionPaths.list(`${CHAIN}:${safe}`)}?projectId=${PROJECT}`)).toHaveLength(1)
    expect(await list(`${SessionPaths.list(`eip155:31337:${safe}`)}?projectId=${PROJECT}`)).toHaveLength(0)
    expect(await list(`${SessionPaths.list(safe)}?projectId=${OTHER}`)).toHaveLength(0)

    const revoke = (signature: string) => api(`${SessionPaths.revoke(safe)}?projectId=${PROJECT}`, { method: 'POST', body: JSON.stringify({ pci, signature }) })
    // Someone else's signature (here the owner key's own, not the Safe's) changes nothing.
    const stranger = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: revokeSessionMessage(pci) })
    const refused = await revoke(stranger)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: SessionMessages.badSignature })
    expect(await list(`${SessionPaths.list(safe)}?projectId=${PROJECT}`)).toHaveLength(1)

    const revoked = await revoke(await safeSignature(owner, token, safe, revokeSessionMessage(pci)))
    expect(revoked.status).toBe(200)
    expect(await list(`${SessionPaths.list(safe)}?projectId=${PROJECT}`)).toHaveLength(0)
  })

  it('ends a record without the account’s signature once the chain shows the key revoked, as a passkey’s smart account revokes', async () => {
    const other = privateKeyToAccount(generatePrivateKey()).address
    await grant(owner, token, safe, other, expiry, [], [USDC], [usdc('10')])
    const registered = await register(token, body({ sessionKey: other }))
    expect(registered.status).toBe(200)
    const { pci } = (await registered.json()) as { pci: string }
    const revoke = () => api(`${SessionPaths.revoke(safe)}?projectId=${PROJECT}`, { method: 'POST', body: JSON.stringify({ pci, signature: '0x1234' }) })
    // While the module still holds the key, a proof that is no signature of the account ends nothing.
    expect((await revoke()).status).toBe(401)
    await asSafe(owner, token, safe, SESSION_MODULE_ADDRESS, encodeFunctionData({ abi: sessionModuleAbi, functionName: 'revoke', args: [other] }))
    expect((await revoke()).status).toBe(200)
    const left = await list(`${SessionPaths.list(safe)}?projectId=${PROJECT}`)
    expect(left.map((s) => s.sessionKey)).not.toContain(other.toLowerCase())
  })

  it('refuses what the chain does not show: another expiry, another limit, a target not granted', async () => {
    for (const overrides of [
      { expiry: expiry + 60 },
      { permissions: [{ type: 'erc20-token-transfer', data: { address: USDC, allowance: '0x1' } }] },
      { permissions: [...tenUsdc, { type: 'contract-call', data: { address: USDT } }] },
      { sessionKey: privateKeyToAccount(generatePrivateKey()).address },
    ]) {
      const response = await register(token, body(overrides))
      expect(response.status, JSON.stringify(overrides)).toBe(409)
      expect(await response.json()).toEqual({ error: SessionMessages.notOnChain })
    }
  })

  it('refuses a Safe the signed-in key does not own, a stranger’s origin and a missing session', async () => {
    const other = await emailLogin(`sessions-${crypto.randomUUID()}@example.com`)
    const notOwned = await register(other.token, body())
    expect(notOwned.status).toBe(403)
    expect(await notOwned.json()).toEqual({ error: SessionMessages.notOwner })
    expect((await register(token, body(), 'https://dapp.example')).status).toBe(403)
    expect((await register('', body())).status).toBe(401)
  })

  it('refuses permissions it would not enforce, by name', async () => {
    const response = await register(token, body({ permissions: [{ type: 'erc20-recurring-allowance', data: { address: USDC } }] }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: SessionMessages.unsupportedPermission('erc20-recurring-allowance'),
      field: 'permissions[0].type',
      reason: 'unsupported',
    })
    // A function scope (approve only) the module would not enforce: it allows a granted contract's every function.
    const approveOnly = { type: 'contract-call', data: { address: USDC, functions: [{ functionName: 'approve' }] } }
    const scoped = await register(token, body({ permissions: [...tenUsdc, approveOnly] }))
    expect(scoped.status).toBe(400)
    expect(await scoped.json()).toEqual({
      error: SessionMessages.unenforceableField('permissions[1].data.functions'),
      field: 'permissions[1].data.functions',
      reason: 'unenforced',
    })
  })

  it('lists only for a known project', async () => {
    expect((await api(`${SessionPaths.list(safe)}?projectId=nope`)).status).toBe(403)
    expect((await api(SessionPaths.list(safe))).status).toBe(400)
    expect((await api(`${SessionPaths.list('not-an-address')}?projectId=${PROJECT}`)).status).toBe(400)
  })
})
