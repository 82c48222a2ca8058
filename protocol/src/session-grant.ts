import { InvalidParamsRpcError } from './errors/rpc.js'
import { NATIVE_TOKEN, SESSION_MODULE_ADDRESS, SessionMessages, type GrantedPermission, type SessionPermission } from './sessions.js'

/** What the session grants, in the module's terms (rules 3-5 of PortholeSessionModule). */
export type SessionGrant = { targets: string[]; limits: { token: string; allowance: bigint }[] }

/** Why a request was refused; `field` names it as the dapp sent it (`permissions[0].data.functions`). */
export type SessionRequestReason = 'unsupported' | 'unenforced' | 'missing' | 'duplicate' | 'ownTarget'

/** A grant the module would not enforce as asked: -32602, with the field and the reason as data. */
export class SessionRequestError extends InvalidParamsRpcError {
  override name = 'SessionRequestError'
  declare readonly data: { field: string; reason: SessionRequestReason }

  constructor(message: string, field: string, reason: SessionRequestReason) {
    super(message, { field, reason })
  }
}

const unenforced = (field: string) => new SessionRequestError(SessionMessages.unenforceableField(field), field, 'unenforced')

/** The fields of `data` each type may carry: the module enforces all of them but `ticker`, a label. */
const DATA_FIELDS: Record<GrantedPermission['type'], readonly string[]> = {
  'contract-call': ['address'],
  'erc20-token-transfer': ['address', 'allowance', 'ticker'],
  'native-token-transfer': ['allowance', 'ticker'],
}
const isGrantable = (type: string): type is GrantedPermission['type'] => Object.hasOwn(DATA_FIELDS, type)

/** The allowance in `data` (AppKit) or a `token-allowance` policy (viem); two that differ are refused. */
function allowanceOf(permission: SessionPermission, at: string): bigint {
  let allowance = permission.data?.allowance === undefined ? undefined : BigInt(permission.data.allowance)
  for (const [j, p] of (permission.policies ?? []).entries()) {
    const field = `${at}.policies[${j}]`
    if (p.type !== 'token-allowance') throw new SessionRequestError(SessionMessages.unsupportedPolicy(p.type), field, 'unsupported')
    const extra = Object.keys(p.data ?? {}).find((name) => name !== 'allowance')
    if (extra !== undefined) throw unenforced(`${field}.data.${extra}`)
    const value = p.data?.['allowance']
    const parsed =
      typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)
        ? BigInt(value)
        : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
          ? BigInt(value)
          : undefined
    if (parsed === undefined) throw new SessionRequestError(SessionMessages.missingField(`${field}.data.allowance`), `${field}.data.allowance`, 'missing')
    if (allowance !== undefined && allowance !== parsed) throw new SessionRequestError(SessionMessages.twoAllowances, `${field}.data.allowance`, 'duplicate')
    allowance = parsed
  }
  if (allowance === undefined) throw new SessionRequestError(SessionMessages.missingField(`${at}.data.allowance`), `${at}.data.allowance`, 'missing')
  return allowance
}

/**
 * The module's grant for a list of permissions, refusing every field the
 * module would not enforce: `contract-call` allows its whole contract, so a
 * function list (AppKit's `functions`, `abi`) or a policy on it is refused;
 * `erc20-token-transfer` limits the token to transfer and approve within its
 * allowance; `native-token-transfer` limits ETH. A token without an
 * allowance, another permission or policy type, and the account or the
 * module itself as an address are refused by field.
 */
export function sessionGrantOf(permissions: readonly SessionPermission[], account: string, extraPolicies: readonly { type: string }[] = []): SessionGrant {
  const first = extraPolicies[0]
  if (first) throw new SessionRequestError(SessionMessages.unsupportedPolicy(first.type), 'policies[0]', 'unsupported')
  const forbidden = new Set([account.toLowerCase(), SESSION_MODULE_ADDRESS.toLowerCase()])
  const targets = new Set<string>()
  const limits = new Map<string, bigint>()
  for (const [i, permission] of permissions.entries()) {
    const at = `permissions[${i}]`
    const { type } = permission
    if (!isGrantable(type)) throw new SessionRequestError(SessionMessages.unsupportedPermission(type), `${at}.type`, 'unsupported')
    const extra = Object.keys(permission.data ?? {}).find((name) => !DATA_FIELDS[type].includes(name))
    if (extra !== undefined) throw unenforced(`${at}.data.${extra}`)
    const address = type === 'native-token-transfer' ? NATIVE_TOKEN : permission.data?.address?.toLowerCase()
    if (address === undefined) throw new SessionRequestError(SessionMessages.missingField(`${at}.data.address`), `${at}.data.address`, 'missing')
    if (forbidden.has(address)) throw new SessionRequestError(SessionMessages.ownTarget(`${at}.data.address`), `${at}.data.address`, 'ownTarget')
    if (type === 'contract-call') {
      if (permission.policies?.[0]) throw unenforced(`${at}.policies[0]`)
      targets.add(address)
    } else {
      const allowance = allowanceOf(permission, at)
      if (limits.has(address)) throw new SessionRequestError(SessionMessages.duplicateToken, `${at}.data.address`, 'duplicate')
      limits.set(address, allowance)
    }
  }
  return { targets: [...targets], limits: [...limits].map(([token, allowance]) => ({ token, allowance })) }
}

/** The permissions a grant holds, as the answer and the record list them: built from the module's terms, never from the request. */
export function grantedPermissionsOf(grant: SessionGrant): GrantedPermission[] {
  const hex = (value: bigint) => `0x${value.toString(16)}`
  return [
    ...grant.targets.map((address): GrantedPermission => ({ type: 'contract-call', data: { address }, policies: [] })),
    ...grant.limits.map(({ token, allowance }): GrantedPermission =>
      token === NATIVE_TOKEN
        ? { type: 'native-token-transfer', data: { allowance: hex(allowance) }, policies: [] }
        : { type: 'erc20-token-transfer', data: { address: token, allowance: hex(allowance) }, policies: [] },
    ),
  ]
}
