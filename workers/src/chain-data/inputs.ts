import { caipChainId, projectId } from '@porthole/protocol'
import { isAddress, type Address } from '@solana/addresses'
import * as z from 'zod'

/** 40 hex characters, optional 0x prefix; kept lower-case with the prefix. */
export const evmAddress = z
  .string()
  .regex(/^(?:0x)?[0-9a-fA-F]{40}$/, 'Expected an EVM address')
  .transform((a) => `0x${a.replace(/^0x/, '').toLowerCase()}` as `0x${string}`)

/** Base58, 32 to 44 characters; and, to be read at all, 32 bytes. */
export const solanaAddress = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { error: 'Expected a Solana address (base58, 32 to 44 characters)', abort: true })
  .refine(isAddress, 'Expected a Solana address (32 bytes in base58)')
  .transform((a) => a as Address)

/** History also takes Solana accounts: it reads EVM chains only, so those answer empty. */
export const anyAddress = z
  .string()
  .regex(/^(?:(?:0x)?[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'Expected an EVM or Solana address')
  .transform((a) => (/^(?:0x)?[0-9a-fA-F]{40}$/.test(a) ? evmAddress.parse(a) : a))

const sdkField = z
  .string()
  .max(64)
  .regex(/^[\w.@/+-]*$/)
  .optional()

/** What every GET carries: the project and the SDK's type and version. */
export const commonQuery = z.object({ projectId: z.optional(projectId()), st: sdkField, sv: sdkField })

export const chainIdParam = caipChainId()

/** `forceUpdate` as the SDK sends it: `true`/`false`, or absent. */
export const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true')
