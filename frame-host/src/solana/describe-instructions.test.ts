import { createNoopSigner, type Address, type Instruction } from '@solana/kit'
import { getAllocateInstruction, getAssignInstruction, getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  AuthorityType,
  getApproveCheckedInstruction,
  getApproveInstruction,
  getCloseAccountInstruction,
  getRevokeInstruction,
  getSetAuthorityInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { lookupTableNode, solanaKey as key, wireTransaction } from '../testing/index.js'
import { decodeTransaction } from './decode-transaction.js'
import { lookupTableAddresses, resolveLookupTables } from './resolve-lookup-tables.js'
import { solanaRpc } from './solana-rpc.js'
import { describeTransaction } from './describe-transaction.js'

const ME = key(1)
const SOURCE = key(2)
const DELEGATE = key(3)
const MINT = key(4)
const ATTACKER = key(5)
const PROGRAM = key(6)
const TABLE = key(7)
const me = createNoopSigner(ME)

const wire = (instructions: Instruction[], tables?: Record<Address, Address[]>) => wireTransaction(ME, instructions, tables)

const actionsOf = (instructions: Instruction[]) => describeTransaction(decodeTransaction(wire(instructions))).actions

describe('Solana instructions, named with their fields', () => {
  it('names the token instructions that hand over control: SetAuthority, Approve, ApproveChecked, Revoke, CloseAccount, Transfer', () => {
    const actions = actionsOf([
      getSetAuthorityInstruction({ owned: SOURCE, owner: me, authorityType: AuthorityType.AccountOwner, newAuthority: ATTACKER }),
      getApproveInstruction({ source: SOURCE, delegate: DELEGATE, owner: me, amount: 2n ** 64n - 1n }),
      getApproveCheckedInstruction({ source: SOURCE, mint: MINT, delegate: DELEGATE, owner: me, amount: 1_500_000n, decimals: 6 }),
      getRevokeInstruction({ source: SOURCE, owner: me }),
      getCloseAccountInstruction({ account: SOURCE, destination: ATTACKER, owner: me }),
      getTransferInstruction({ source: SOURCE, destination: ATTACKER, authority: me, amount: 42n }),
    ])
    expect(actions).toEqual([
      { kind: 'setAuthority', fields: { account: SOURCE, authority: 'accountOwner', newAuthority: ATTACKER, owner: ME }, warning: 'danger' },
      { kind: 'approve', fields: { source: SOURCE, delegate: DELEGATE, owner: ME, amount: 'unlimited' }, warning: 'danger' },
      {
        kind: 'approveChecked',
        fields: { source: SOURCE, mint: MINT, delegate: DELEGATE, owner: ME, amount: '1500000', decimals: '6' },
        warning: 'caution',
      },
      { kind: 'revoke', fields: { source: SOURCE, owner: ME }, warning: 'none' },
      { kind: 'closeAccount', fields: { account: SOURCE, destination: ATTACKER, owner: ME }, warning: 'caution' },
      { kind: 'transfer', fields: { source: SOURCE, destination: ATTACKER, owner: ME, amount: '42' }, warning: 'caution' },
    ])
  })

  it('names System Assign, Allocate and CreateAccount with the owner program', () => {
    const account = createNoopSigner(SOURCE)
    const actions = actionsOf([
      getCreateAccountInstruction({ payer: me, newAccount: account, lamports: 2_039_280n, space: 165n, programAddress: TOKEN_PROGRAM_ADDRESS }),
      getAllocateInstruction({ newAccount: me, space: 100n }),
      getAssignInstruction({ account: me, programAddress: PROGRAM }),
    ])
    expect(actions).toEqual([
      { kind: 'createAccount', fields: { payer: ME, account: SOURCE, owner: TOKEN_PROGRAM_ADDRESS, lamports: '2039280', space: '165' }, warning: 'none' },
      { kind: 'allocate', fields: { account: ME, space: '100' }, warning: 'none' },
      { kind: 'assign', fields: { account: ME, owner: PROGRAM }, warning: 'danger' },
    ])
  })

  it('says so, as danger, of an instruction it cannot describe', () => {
    const unknown: Instruction = { programAddress: PROGRAM, accounts: [], data: new Uint8Array([7, 7]) }
    const described = describeTransaction(decodeTransaction(wire([getTransferSolInstruction({ source: me, destination: SOURCE, amount: 1n }), unknown])))
    expect(described.actions[1]).toEqual({ kind: 'unknown', fields: { program: PROGRAM }, warning: 'danger' })
    expect(described.warning).toBe('danger')
  })
})

describe('a v0 transaction with a lookup table', () => {
  const node = (addresses: Address[]) => lookupTableNode({ [TABLE]: addresses })
  const send = getTransferSolInstruction({ source: me, destination: ATTACKER, amount: 5n })

  it('names the recipient the table holds, read from the node', async () => {
    const decoded = decodeTransaction(wire([send], { [TABLE]: [DELEGATE, ATTACKER] }))
    expect(decoded.lookups).toEqual([{ table: TABLE, writable: [1], readonly: [] }])
    const rpc = solanaRpc(node([DELEGATE, ATTACKER]))
    const resolved = await resolveLookupTables(decoded, async (table) => {
      const data = await rpc.lookupTable(table)
      return data === undefined ? undefined : lookupTableAddresses(data)
    })
    expect(describeTransaction(resolved).actions).toEqual([{ kind: 'transferSol', fields: { from: ME, to: ATTACKER, lamports: '5' }, warning: 'none' }])
  })

  it('cannot describe a transfer to an account of a table the node does not have', async () => {
    const decoded = decodeTransaction(wire([send], { [TABLE]: [DELEGATE, ATTACKER] }))
    const resolved = await resolveLookupTables(decoded, async () => undefined)
    expect(describeTransaction(resolved)).toMatchObject({ actions: [{ kind: 'unknown', warning: 'danger' }], warning: 'danger' })
  })
})
