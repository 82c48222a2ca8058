import { SESSION_MODULE_ADDRESS, sessionModuleAbi } from '@porthole/protocol'
import { decodeFunctionData, formatUnits, getAddress, isAddress, isHex, type Abi, type Hex } from 'viem'
import { truncateAddress } from '../../format/index.js'
import type { Json } from '../approval-window/approval-request.js'
import type { SessionFacts } from '../approval-window/chain-facts.js'
import type { PermissionsDescription } from '../describe-request.js'
import { safeModuleAbi } from './safe-module-abi.js'

type Call = { to: Hex; data: Hex }

const callOf = (param: Json): Call | undefined => {
  if (typeof param !== 'object' || param === null || Array.isArray(param)) return undefined
  const { to, data } = param
  return typeof to === 'string' && isAddress(to, { strict: false }) && typeof data === 'string' && isHex(data) ? { to, data } : undefined
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function decode<const abi extends Abi>(abi: abi, data: Hex) {
  try {
    return decodeFunctionData({ abi, data })
  } catch {
    return undefined
  }
}

/** Enabling the session module on the account itself, the only call a grant may make before its own. */
function enablesSessionModule(call: Call, account: string): boolean {
  const decoded = decode(safeModuleAbi, call.data)
  return sameAddress(call.to, account) && decoded?.functionName === 'enableModule' && sameAddress(decoded.args[0], SESSION_MODULE_ADDRESS)
}

/**
 * A limit as the visitor reads it: the amount in the token's decimals and symbol (the facts the
 * frame read from the chain); a token the facts do not name shows its raw units and address,
 * never a guessed symbol.
 */
function describeLimit(token: string, allowance: bigint, facts: SessionFacts | undefined): { token: string; amount: string } {
  const address = getAddress(token)
  const known = facts && Object.hasOwn(facts.tokens, address) ? facts.tokens[address] : undefined
  if (!known) return { token: address, amount: `${allowance} units of ${truncateAddress(address)}` }
  return { token: address, amount: `${formatUnits(allowance, known.decimals)} ${known.symbol}` }
}

/** When a session ends, in the visitor's own clock and words. */
const expiresAtText = (expiry: number) => new Date(expiry * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

type Grant = { targets: readonly string[]; limits: readonly { token: string; allowance: bigint }[]; expiry: number }

const describePermissions = (action: PermissionsDescription['action'], sessionKey: string, grant: Grant, facts: SessionFacts | undefined) =>
  ({
    kind: 'permissions',
    action,
    sessionKey: getAddress(sessionKey),
    targets: grant.targets.map((target) => getAddress(target)),
    limits: grant.limits.map(({ token, allowance }) => describeLimit(token, allowance, facts)),
    expiresAt: expiresAtText(grant.expiry),
  }) satisfies PermissionsDescription

/**
 * What the approval shows for a session grant or revoke, read from the Safe's calls themselves
 * (the frame's and the approval window's one reading): the session module's `grant` (after
 * enabling the module on the account, when it is not yet) names the key, targets, limits and
 * expiry; its `revoke` names the key, and the facts what that session may do. Calls of any other
 * shape are not a session's, and undefined.
 */
export function describeSessionCalls(params: readonly Json[], account: string, facts: SessionFacts | undefined): PermissionsDescription | undefined {
  const calls = params.map(callOf)
  const [own, first] = [calls.at(-1), calls.length === 2 ? calls[0] : undefined]
  if (!own || calls.length > 2 || (calls.length === 2 && !(first && enablesSessionModule(first, account)))) return undefined
  if (!sameAddress(own.to, SESSION_MODULE_ADDRESS)) return undefined
  const decoded = decode(sessionModuleAbi, own.data)
  if (decoded?.functionName === 'grant') {
    const [key, validUntil, targets, tokens, allowances] = decoded.args
    if (tokens.length !== allowances.length) return undefined
    const limits = tokens.map((token, i) => ({ token, allowance: allowances[i]! }))
    return describePermissions('grant', key, { targets, limits, expiry: Number(validUntil) }, facts)
  }
  const granted = facts?.granted
  if (decoded?.functionName !== 'revoke' || first || !granted) return undefined
  const limits = granted.limits.map(({ token, allowance }) => ({ token, allowance: BigInt(allowance) }))
  return describePermissions('revoke', decoded.args[0], { ...granted, limits }, facts)
}
