import { InvalidParamsRpcError, SolanaMessages } from '@porthole/protocol'
import { createNoopSigner, type Address } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { wireTransaction } from '../testing/index.js'
import { decodeTransaction } from './decode-transaction.js'
import { describeTransaction } from './describe-transaction.js'
import { validateSolanaRequest } from './validate-request.js'

const FROM = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' as Address
const TO = 'GvHeR432g7MjN9uKyX3Dzg66TqwrEWgANLnnFZXMeyyj' as Address

const transfer = (lamports: bigint): string =>
  wireTransaction(FROM, [getTransferSolInstruction({ source: createNoopSigner(FROM), destination: TO, amount: lamports })])

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof InvalidParamsRpcError ? error.message : `not -32602: ${String(error)}`
  }
  return 'accepted'
}

describe('Solana requests', () => {
  it('sign-message needs message and pubkey, a base58 address of 32 to 44 characters', () => {
    expect(refusal(() => validateSolanaRequest('solana_signMessage', { message: '', pubkey: FROM }))).toBe(SolanaMessages.signMessage)
    expect(refusal(() => validateSolanaRequest('solana_signMessage', { message: '3yZe7d' }))).toBe(SolanaMessages.signMessage)
    expect(refusal(() => validateSolanaRequest('solana_signMessage', { message: '3yZe7d', pubkey: FROM.slice(0, 31) }))).toBe(SolanaMessages.address)
    expect(refusal(() => validateSolanaRequest('solana_signMessage', { message: '3yZe7d', pubkey: FROM }))).toBe('accepted')
  })

  it('sign-transaction needs a transaction, multi-sign a list of them', () => {
    expect(refusal(() => validateSolanaRequest('solana_signTransaction', {}))).toBe(SolanaMessages.signTransaction)
    expect(refusal(() => validateSolanaRequest('solana_signAndSendTransaction', { transaction: 'not base64!' }))).toBe(SolanaMessages.signTransaction)
    expect(refusal(() => validateSolanaRequest('solana_signAllTransactions', { transactions: [] }))).toBe(SolanaMessages.signAll)
    expect(refusal(() => validateSolanaRequest('solana_signAllTransactions', { transactions: [transfer(1n)] }))).toBe('accepted')
  })

  it('refuses a transaction that does not decode', () => {
    expect(refusal(() => decodeTransaction('AAAA'))).toBe(SolanaMessages.undecodable)
  })

  it('shows who pays and what a transfer sends', () => {
    const decoded = decodeTransaction(transfer(500_000_000n))
    expect(decoded.signers).toEqual([FROM])
    expect(describeTransaction(decoded)).toEqual({
      feePayer: FROM,
      actions: [{ kind: 'transferSol', fields: { from: FROM, to: TO, lamports: '500000000' }, warning: 'none' }],
      warning: 'none',
    })
  })
})
