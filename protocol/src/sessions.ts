import * as z from 'zod/mini'
import { caipChainId } from './chain-data.js'
import { lazy } from './lazy.js'

/**
 * Smart sessions (ERC-7715): a dapp asks `wallet_grantPermissions` for a key
 * of its own; the visitor approves targets, per-token spending limits and an
 * expiry once; the smart account (a Safe) enables PortholeSessionModule and
 * grants the key, which then calls the module itself, with no prompt, within
 * those limits. The worker keeps a record of each grant so the Account view lists them and revokes them.
 */

/** PortholeSessionModule (devnet/contracts/): CREATE2 through the deterministic factory, so one address on every chain. */
export const SESSION_MODULE_ADDRESS = '0xBEcF57eA11dB25f0C3dad6aA9B455D6F65321D37'

/** The module's functions the frame, the worker and dapps call (checked against solc's output by the seed test). */
export const sessionModuleAbi = [
  {
    type: 'function',
    name: 'grant',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'key', type: 'address' },
      { name: 'validUntil', type: 'uint64' },
      { name: 'targets', type: 'address[]' },
      { name: 'tokens', type: 'address[]' },
      { name: 'limits_', type: 'uint256[]' },
    ],
    outputs: [],
  },
  { type: 'function', name: 'revoke', stateMutability: 'nonpayable', inputs: [{ name: 'key', type: 'address' }], outputs: [] },
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'safe', type: 'address' },
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes' }],
  },
  {
    type: 'function',
    name: 'sessions',
    stateMutability: 'view',
    inputs: [
      { name: 'safe', type: 'address' },
      { name: 'key', type: 'address' },
    ],
    outputs: [
      { name: 'validUntil', type: 'uint64' },
      { name: 'revoked', type: 'bool' },
      { name: 'generation', type: 'uint32' },
    ],
  },
  {
    type: 'function',
    name: 'check',
    stateMutability: 'view',
    inputs: [
      { name: 'safe', type: 'address' },
      { name: 'key', type: 'address' },
      { name: 'target', type: 'address' },
      { name: 'token', type: 'address' },
    ],
    outputs: [
      { name: 'active', type: 'bool' },
      { name: 'targetAllowed', type: 'bool' },
      { name: 'limited', type: 'bool' },
      { name: 'limit', type: 'uint256' },
      { name: 'spent', type: 'uint256' },
    ],
  },
  { type: 'error', name: 'SessionInactive', inputs: [] },
  { type: 'error', name: 'TargetNotAllowed', inputs: [{ name: 'target', type: 'address' }] },
  {
    type: 'error',
    name: 'CallNotAllowed',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'selector', type: 'bytes4' },
    ],
  },
  {
    type: 'error',
    name: 'LimitExceeded',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'limit', type: 'uint256' },
      { name: 'spent', type: 'uint256' },
    ],
  },
  { type: 'error', name: 'TokenRefused', inputs: [{ name: 'token', type: 'address' }] },
  { type: 'error', name: 'InvalidGrant', inputs: [] },
] as const

/** The module's token for native value (ETH). */
export const NATIVE_TOKEN = '0x0000000000000000000000000000000000000000'

/** A session lasts at least a minute and at most 30 days. */
export const SESSION_MIN_EXPIRY_S = 60
export const SESSION_MAX_EXPIRY_S = 30 * 24 * 60 * 60

export const SessionMessages = {
  eoaAccount: 'Smart sessions need a smart account. Switch the account to a smart account and try again.',
  wrongAccount: 'The requested account is not the connected one',
  wrongChain: 'The requested network is not the active one',
  multipleKeys: 'Only one session key is supported',
  unsupportedKey: 'Only secp256k1 session keys are supported',
  unsupportedPermission: (type: string) => `Permission type ${type} is not supported`,
  unsupportedPolicy: (type: string) => `Policy type ${type} is not supported`,
  unenforceableField: (field: string) =>
    `${field} is not enforced: the session module limits a key to whole contracts and to transfer and approve within a token's allowance`,
  missingField: (field: string) => `${field} is required`,
  ownTarget: (field: string) => `${field} may not be the account or the session module: a key that calls either could take the account`,
  expiry: 'The session must end between one minute and 30 days from now',
  duplicateToken: 'A token may have only one spending limit',
  twoAllowances: 'A permission may name only one allowance',
  unknownSession: 'No such session for this account',
  badSignature: 'The signature does not match the account',
  notOnChain: 'The grant was not found on chain for this account and key',
  notOwner: 'The signed-in wallet does not own this account',
} as const

const address = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))
const hex = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(10_000)))
const quantity = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)))

const policy = lazy(() => z.object({ type: z.string().check(z.maxLength(100)), data: z.optional(z.record(z.string(), z.unknown())) }))
const policies = lazy(() => z.array(policy()).check(z.maxLength(8)))

/** The signer the permissions go to: one secp256k1 key (ERC-7715 `key`, AppKit's `keys`) or an address (`account`). */
export const sessionSigner = lazy(() =>
  z.union([
    z.object({
      type: z.literal('keys'),
      data: z.object({ keys: z.array(z.object({ type: z.string(), publicKey: hex() })).check(z.minLength(1), z.maxLength(8)) }),
    }),
    z.object({ type: z.literal('key'), data: z.object({ type: z.string(), publicKey: hex() }) }),
    z.object({ type: z.literal('account'), data: z.object({ id: address() }) }),
  ]),
)
export type SessionSigner = z.infer<ReturnType<typeof sessionSigner>>

/**
 * One permission as dapps send it: AppKit puts an allowance in `data`, viem
 * in a `token-allowance` policy. Other types parse here and are refused with
 * their name by `sessionGrantOf`.
 */
export const sessionPermission = lazy(() =>
  z.object({
    type: z.string().check(z.maxLength(100)),
    data: z.optional(
      z.looseObject({
        address: z.optional(address()),
        allowance: z.optional(quantity()),
        ticker: z.optional(z.string().check(z.maxLength(20))),
      }),
    ),
    policies: z.optional(policies()),
    required: z.optional(z.boolean()),
  }),
)
export type SessionPermission = z.infer<ReturnType<typeof sessionPermission>>

/** `wallet_grantPermissions`'s one parameter. */
export const grantPermissionsRequest = lazy(() =>
  z.object({
    chainId: z.optional(quantity()),
    address: z.optional(address()),
    expiry: z.number().check(z.int(), z.positive()),
    signer: sessionSigner(),
    permissions: z.array(sessionPermission()).check(z.minLength(1), z.maxLength(16)),
    policies: z.optional(policies()),
    version: z.optional(z.number()),
  }),
)
export type GrantPermissionsRequest = z.infer<ReturnType<typeof grantPermissionsRequest>>

/** `wallet_revokePermissions`'s one parameter (AppKit sends the session's pci, permissions, expiry and address). */
export const revokePermissionsRequest = lazy(() =>
  z.looseObject({
    pci: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
    address: z.optional(z.string().check(z.maxLength(120))),
  }),
)

/**
 * The answer to `wallet_grantPermissions`, in both ERC-7715 readings:
 * AppKit's (`permissions`, `context`) and viem's (`grantedPermissions`,
 * `permissionsContext`). The context is `sessionContext`'s encoding.
 */
/** A permission as the module holds it: what the answer and the worker's record list. */
export type GrantedPermission = {
  type: 'contract-call' | 'erc20-token-transfer' | 'native-token-transfer'
  data: { address?: string; allowance?: string }
  policies: []
}

export type GrantPermissionsAnswer = {
  chainId: string
  address: string
  expiry: number
  signer: SessionSigner
  permissions: GrantedPermission[]
  grantedPermissions: GrantedPermission[]
  policies: []
  context: string
  permissionsContext: string
  /** The pci the worker keeps, for `wallet_revokePermissions` and `/v1/sessions`. */
  pci: string
  signerData: { submitToAddress: string }
}

/** The permissions context a dapp needs to use its key: module, Safe and key, 20 bytes each, in that order. */
export function sessionContext(module: string, safe: string, key: string): string {
  return `0x${[module, safe, key].map((a) => a.slice(2).toLowerCase()).join('')}`
}

/** The message the account signs to revoke a session record (`POST /v1/sessions/{address}/revoke`). */
export function revokeSessionMessage(pci: string): string {
  return `Revoke smart session ${pci}`
}

export const SessionPaths = {
  /** The frame registers a grant after its transaction (bearer session token). */
  register: '/auth/wallet/sessions',
  /** A project's active sessions of an account, `{address}` plain or CAIP-10. */
  list: (address: string) => `/v1/sessions/${encodeURIComponent(address)}`,
  revoke: (address: string) => `/v1/sessions/${encodeURIComponent(address)}/revoke`,
} as const

export const registerSessionBody = lazy(() =>
  z.object({
    projectId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    chainId: caipChainId(),
    address: address(),
    sessionKey: address(),
    expiry: z.number().check(z.int(), z.positive()),
    permissions: z.array(sessionPermission()).check(z.minLength(1), z.maxLength(16)),
  }),
)
export type RegisterSessionBody = z.infer<ReturnType<typeof registerSessionBody>>

export const revokeSessionBody = lazy(() => z.object({ pci: z.string().check(z.regex(/^[0-9a-f]{32}$/)), signature: hex() }))

/** One active session as `GET /v1/sessions/{address}` lists it (AppKit's SmartSession, expiry and times in seconds). */
export const smartSession = lazy(() =>
  z.object({
    project: z.object({ id: z.string(), name: z.string() }),
    pci: z.string(),
    chainId: caipChainId(),
    sessionKey: address(),
    expiry: z.number(),
    createdAt: z.number(),
    permissions: z.array(sessionPermission()),
    policies: z.array(policy()),
    context: hex(),
  }),
)
export type SmartSession = z.infer<ReturnType<typeof smartSession>>
export const smartSessionList = lazy(() => z.object({ pcis: z.array(smartSession()) }))
