import { isSome, type Address } from '@solana/kit'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AuthorityType,
  getApproveCheckedInstructionDataDecoder,
  getApproveInstructionDataDecoder,
  getSetAuthorityInstructionDataDecoder,
  getTransferCheckedInstructionDataDecoder,
  getTransferInstructionDataDecoder,
  identifyTokenInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import {
  getAllocateInstructionDataDecoder,
  getAssignInstructionDataDecoder,
  getCreateAccountInstructionDataDecoder,
  getTransferSolInstructionDataDecoder,
  identifySystemInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import type { SolanaAction, Warning } from '../embedded/index.js'
import type { DecodedTransaction } from './decode-transaction.js'

const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const U64_MAX = 2n ** 64n - 1n

type Instruction = DecodedTransaction['instructions'][number]

const AUTHORITIES: Record<AuthorityType, string> = {
  [AuthorityType.MintTokens]: 'mintTokens',
  [AuthorityType.FreezeAccount]: 'freezeAccount',
  [AuthorityType.AccountOwner]: 'accountOwner',
  [AuthorityType.CloseAccount]: 'closeAccount',
}

const identify = <T>(read: () => T): T | undefined => {
  try {
    return read()
  } catch {
    return undefined
  }
}

const allowance = (amount: bigint) => (amount >= U64_MAX ? 'unlimited' : amount.toString())
// A delegate may move what it is allowed; letting it move everything is danger.
const allowanceWarning = (amount: bigint): Warning => (amount >= U64_MAX ? 'danger' : 'caution')

function describeSystem(
  data: Uint8Array,
  a: readonly (Address | undefined)[],
): (Omit<SolanaAction, 'fields'> & { fields: Record<string, string | undefined> }) | undefined {
  switch (identify(() => identifySystemInstruction(data))) {
    case SystemInstruction.TransferSol:
      return {
        kind: 'transferSol',
        fields: { from: a[0], to: a[1], lamports: String(getTransferSolInstructionDataDecoder().decode(data).amount) },
        warning: 'none',
      }
    case SystemInstruction.CreateAccount: {
      const { lamports, space, programAddress } = getCreateAccountInstructionDataDecoder().decode(data)
      return {
        kind: 'createAccount',
        fields: { payer: a[0], account: a[1], owner: programAddress, lamports: String(lamports), space: String(space) },
        warning: 'none',
      }
    }
    case SystemInstruction.Assign:
      // The new owner program can do anything with the account and its lamports.
      return { kind: 'assign', fields: { account: a[0], owner: getAssignInstructionDataDecoder().decode(data).programAddress }, warning: 'danger' }
    case SystemInstruction.Allocate:
      return { kind: 'allocate', fields: { account: a[0], space: String(getAllocateInstructionDataDecoder().decode(data).space) }, warning: 'none' }
    default:
      return undefined
  }
}

function describeToken(
  data: Uint8Array,
  a: readonly (Address | undefined)[],
): (Omit<SolanaAction, 'fields'> & { fields: Record<string, string | undefined> }) | undefined {
  switch (identify(() => identifyTokenInstruction(data))) {
    case TokenInstruction.Transfer:
      // Without the mint and decimals the amount is only base units of whatever the account holds.
      return {
        kind: 'transfer',
        fields: { source: a[0], destination: a[1], owner: a[2], amount: String(getTransferInstructionDataDecoder().decode(data).amount) },
        warning: 'caution',
      }
    case TokenInstruction.TransferChecked: {
      const { amount, decimals } = getTransferCheckedInstructionDataDecoder().decode(data)
      return {
        kind: 'transferChecked',
        fields: { source: a[0], mint: a[1], destination: a[2], owner: a[3], amount: String(amount), decimals: String(decimals) },
        warning: 'none',
      }
    }
    case TokenInstruction.Approve: {
      const { amount } = getApproveInstructionDataDecoder().decode(data)
      return { kind: 'approve', fields: { source: a[0], delegate: a[1], owner: a[2], amount: allowance(amount) }, warning: allowanceWarning(amount) }
    }
    case TokenInstruction.ApproveChecked: {
      const { amount, decimals } = getApproveCheckedInstructionDataDecoder().decode(data)
      const fields = { source: a[0], mint: a[1], delegate: a[2], owner: a[3], amount: allowance(amount), decimals: String(decimals) }
      return { kind: 'approveChecked', fields, warning: allowanceWarning(amount) }
    }
    case TokenInstruction.Revoke:
      return { kind: 'revoke', fields: { source: a[0], owner: a[1] }, warning: 'none' }
    case TokenInstruction.SetAuthority: {
      const { authorityType, newAuthority } = getSetAuthorityInstructionDataDecoder().decode(data)
      // Handing an account's or mint's authority to another key (or to nobody) cannot be undone by this account.
      const fields = { account: a[0], authority: AUTHORITIES[authorityType], newAuthority: isSome(newAuthority) ? newAuthority.value : 'none', owner: a[1] }
      return { kind: 'setAuthority', fields, warning: 'danger' }
    }
    case TokenInstruction.CloseAccount:
      return { kind: 'closeAccount', fields: { account: a[0], destination: a[1], owner: a[2] }, warning: 'caution' }
    default:
      return undefined
  }
}

function describe({ program, accounts, data }: Instruction) {
  if (program === SYSTEM_PROGRAM_ADDRESS) return describeSystem(data, accounts)
  if (program === TOKEN_PROGRAM_ADDRESS || program === TOKEN_2022_PROGRAM) return describeToken(data, accounts)
  if (program === ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
    return { kind: 'createTokenAccount' as const, fields: { payer: accounts[0], owner: accounts[2], mint: accounts[3] }, warning: 'none' as const }
  if (program === COMPUTE_BUDGET_PROGRAM) return { kind: 'computeBudget' as const, fields: {}, warning: 'none' as const }
  return undefined
}

/**
 * An instruction named with its fields; one the frame cannot decode, or one
 * naming an account it could not resolve, is `unknown` (danger), with the program it calls.
 */
export function describeInstruction(instruction: Instruction): SolanaAction {
  const described = identify(() => describe(instruction))
  const fields = described && Object.entries(described.fields)
  if (!described || !fields || fields.some(([, value]) => value === undefined)) {
    return { kind: 'unknown', fields: { program: instruction.program ?? 'unresolved' }, warning: 'danger' }
  }
  return { kind: described.kind, fields: Object.fromEntries(fields) as Record<string, string>, warning: described.warning }
}
