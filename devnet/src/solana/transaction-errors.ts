import type { FailedTransactionMetadata } from 'litesvm'

/**
 * litesvm hands errors over as numbers (fieldless variants) or small objects;
 * a validator's JSON-RPC writes the same Rust enums as their variant names.
 * These are the variants of solana's TransactionError and InstructionError, in order.
 */
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

export type RpcTransactionError = string | Record<string, unknown>

function instructionError(error: unknown): unknown {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'GenericError'
  const { code, msg } = error as { code?: number; msg?: string }
  if (code !== undefined) return { Custom: code }
  return { BorshIoError: msg ?? '' }
}

/** A failed transaction's error as a validator's JSON-RPC writes it: `"BlockhashNotFound"`, `{"InstructionError": [0, {"Custom": 1}]}`. */
export function rpcTransactionError(failed: FailedTransactionMetadata): RpcTransactionError {
  const error: unknown = failed.err()
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure'
  const fields = error as { index?: number; accountIndex?: number; err?: () => unknown }
  if (typeof fields.err === 'function') return { InstructionError: [fields.index, instructionError(fields.err())] }
  if (fields.index !== undefined) return { DuplicateInstruction: fields.index }
  const name = error?.constructor.name.replace(/^TransactionError/, '') ?? 'SanitizeFailure'
  return { [name]: { account_index: fields.accountIndex } }
}

/** The one-line text a validator puts in `sendTransaction`'s preflight failure. */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === 'string') return error.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  const [[name, value]] = Object.entries(error) as [[string, unknown]]
  if (name === 'InstructionError') {
    const [index, inner] = value as [number, unknown]
    const detail =
      typeof inner === 'string'
        ? inner
        : (inner as { Custom?: number }).Custom !== undefined
          ? `custom program error: 0x${(inner as { Custom: number }).Custom.toString(16)}`
          : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${detail}`
  }
  return `${name}: ${JSON.stringify(value)}`
}
