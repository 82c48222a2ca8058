import { InvalidParamsRpcError } from '@porthole/protocol'
import { createNoopSigner, getBase58Decoder, type Address } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { approvalRequest, jsonOf } from '../embedded/approval-window/approval-request.js'
import { cannotApprove } from '../embedded/cannot-approve.js'
import type { RpcTransport } from '../rpc/index.js'
import { lookupTableNode as node, solanaKey as key, wireTransaction } from '../testing/index.js'
import { decodeTransaction } from './decode-transaction.js'
import { describeSolanaApproval } from './describe-solana-approval.js'
import { readSolanaFacts } from './solana-facts.js'
import { solanaRpc } from './solana-rpc.js'

const ME = key(1)
const DELEGATE = key(3)
const RECEIVER = key(5)
const TABLE = key(7)
const OTHER_TABLE = key(8)
const me = createNoopSigner(ME)
const chain = { id: 'solana:localnet', name: 'Solana Localnet', symbol: 'SOL' }

const wire = (instructions: Parameters<typeof wireTransaction>[1], tables?: Record<Address, Address[]>) => wireTransaction(ME, instructions, tables)

const transfer = (to: Address, lamports: bigint) => getTransferSolInstruction({ source: me, destination: to, amount: lamports })

/** The frame's side: the facts read from the node, the request as it posts it, and its own description of it. */
async function frameRequest(method: string, params: Record<string, unknown>, transactions: string[], send: boolean, transport: RpcTransport) {
  const chainFacts = await readSolanaFacts(solanaRpc(transport), transactions, transactions.map(decodeTransaction), send)
  const request = { id: '1', method, params: jsonOf(params), chain, account: ME, chainFacts }
  return { request, description: await describeSolanaApproval(request) }
}

/** The window's side: the message as it arrives (a structured clone, checked by the schema), described by the window. */
const windowDescription = (request: object) => describeSolanaApproval(approvalRequest().parse(structuredClone(request)))

describe("the approval window's reading of a Solana request", () => {
  it('names the recipient a lookup table holds from the chain facts, as the frame does, with the simulation’s failure', async () => {
    const transaction = wire([transfer(RECEIVER, 5n)], { [TABLE]: [DELEGATE, RECEIVER] })
    const { request, description } = await frameRequest(
      'solana_signAndSendTransaction',
      { transaction },
      [transaction],
      true,
      node({ [TABLE]: [DELEGATE, RECEIVER] }, { failure: 'Program log: Error: insufficient funds' }),
    )
    expect(request.chainFacts).toEqual({
      kind: 'solana',
      lookupTables: { [TABLE]: [DELEGATE, RECEIVER] },
      simulationError: 'Program log: Error: insufficient funds',
    })
    const expected = {
      kind: 'solanaTransaction',
      feePayer: ME,
      actions: [{ kind: 'transferSol', fields: { from: ME, to: RECEIVER, lamports: '5' }, warning: 'none' }],
      send: true,
      warning: 'none',
      simulationError: 'Program log: Error: insufficient funds',
    }
    expect(description).toEqual(expected)
    expect(await windowDescription(request)).toEqual(expected)
    expect(cannotApprove(await windowDescription(request))).toBe(true)
  })

  it('numbers the actions of several transactions, each with its own tables, alike in the frame and the window', async () => {
    const transactions = [wire([transfer(RECEIVER, 1n)], { [TABLE]: [RECEIVER] }), wire([transfer(DELEGATE, 2n)], { [OTHER_TABLE]: [DELEGATE] })]
    const { request, description } = await frameRequest(
      'solana_signAllTransactions',
      { transactions },
      transactions,
      false,
      node({ [TABLE]: [RECEIVER], [OTHER_TABLE]: [DELEGATE] }),
    )
    expect(description).toMatchObject({
      send: false,
      actions: [
        { kind: 'transferSol', fields: { to: RECEIVER }, transaction: 1 },
        { kind: 'transferSol', fields: { to: DELEGATE }, transaction: 2 },
      ],
    })
    expect(await windowDescription(request)).toEqual(description)
  })

  it('simulates transactions only to sign too, with the latest blockhash: a failure is a danger to confirm twice, not a refusal', async () => {
    const transactions = [wire([transfer(RECEIVER, 1n)]), wire([transfer(DELEGATE, 2n)])]
    const simulations: unknown[] = []
    const { request, description } = await frameRequest(
      'solana_signAllTransactions',
      { transactions },
      transactions,
      false,
      node({}, { failure: 'Program log: Error: insufficient funds', simulations }),
    )
    expect(simulations).toEqual([
      expect.objectContaining({ sigVerify: false, replaceRecentBlockhash: true }),
      expect.objectContaining({ replaceRecentBlockhash: true }),
    ])
    expect(description).toMatchObject({ send: false, warning: 'danger', simulationError: 'Transaction 1: Program log: Error: insufficient funds' })
    expect(await windowDescription(request)).toEqual(description)
    expect(cannotApprove(description)).toBe(false)
  })

  it('cannot describe an account of a table the facts do not hold, as the frame could not when the node lacked it', async () => {
    const transaction = wire([transfer(RECEIVER, 5n)], { [TABLE]: [DELEGATE, RECEIVER] })
    const { request, description } = await frameRequest('solana_signTransaction', { transaction }, [transaction], false, node({}))
    expect(request.chainFacts).toEqual({ kind: 'solana', lookupTables: {} })
    expect(description).toMatchObject({ actions: [{ kind: 'unknown', fields: { program: '11111111111111111111111111111111' }, warning: 'danger' }] })
    expect(await windowDescription(request)).toEqual(description)
    // Facts that leave the table out read the same way, whatever the frame was told.
    expect(await windowDescription({ ...request, chainFacts: undefined })).toEqual(description)
  })

  it("shows a message's text from its base58 bytes", async () => {
    const message = getBase58Decoder().decode(new TextEncoder().encode('Sign in to Porthole'))
    const request = { id: '2', method: 'solana_signMessage', params: { message, pubkey: ME }, chain, account: ME }
    expect(await windowDescription(request)).toEqual({ kind: 'message', text: 'Sign in to Porthole', raw: false })
  })

  it('has nothing to approve for a transaction that does not decode', async () => {
    await expect(windowDescription({ id: '3', method: 'solana_signTransaction', params: { transaction: 'AAAA' }, chain, account: ME })).rejects.toBeInstanceOf(
      InvalidParamsRpcError,
    )
  })
})
