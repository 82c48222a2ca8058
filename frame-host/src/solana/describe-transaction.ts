import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  getTransferCheckedInstructionDataDecoder,
  identifyTokenInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import { getTransferSolInstructionDataDecoder, identifySystemInstruction, SYSTEM_PROGRAM_ADDRESS, SystemInstruction } from '@solana-program/system'
import { formatUnits } from 'viem'
import type { DecodedTransaction } from './decode-transaction.js'

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'

const identify = <T>(read: () => T): T | undefined => {
  try {
    return read()
  } catch {
    return undefined
  }
}

/** One instruction, in words: the transfers and account creations wallets send, else the program it calls. */
function describeInstruction({ program, accounts, data }: DecodedTransaction['instructions'][number]): string {
  if (program === SYSTEM_PROGRAM_ADDRESS && identify(() => identifySystemInstruction(data)) === SystemInstruction.TransferSol) {
    const { amount } = getTransferSolInstructionDataDecoder().decode(data)
    return `Send ${formatUnits(amount, 9)} SOL to ${accounts[1] ?? 'an account of a lookup table'}`
  }
  if (program === TOKEN_PROGRAM_ADDRESS && identify(() => identifyTokenInstruction(data)) === TokenInstruction.TransferChecked) {
    const { amount, decimals } = getTransferCheckedInstructionDataDecoder().decode(data)
    return `Send ${formatUnits(amount, decimals)} of token ${accounts[1] ?? '?'} to token account ${accounts[2] ?? '?'}`
  }
  if (program === ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
    return `Create the token account of ${accounts[2] ?? '?'} for token ${accounts[3] ?? '?'} (paid by ${accounts[0] ?? '?'})`
  if (program === COMPUTE_BUDGET_PROGRAM) return 'Set the compute budget'
  return `Call program ${program ?? 'of a lookup table'}`
}

/** What ApproveTransaction shows of a Solana transaction: who pays the fee, and each instruction. */
export function describeTransaction(decoded: DecodedTransaction): { feePayer: string; actions: string[] } {
  return { feePayer: decoded.signers[0] ?? '', actions: decoded.instructions.map(describeInstruction) }
}
