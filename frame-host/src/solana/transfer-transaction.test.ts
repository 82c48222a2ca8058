import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { validateSend } from '../send/validate-send.js'
import { decodeTransaction } from './decode-transaction.js'
import { describeTransaction } from './describe-transaction.js'
import { transferTransaction } from './transfer-transaction.js'

const FROM = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const TO = 'GvHeR432g7MjN9uKyX3Dzg66TqwrEWgANLnnFZXMeyyj'
const MINT = '8FEGhWBf1LYs78SRct51ysGbAeRT4VvfEvJN2Jo6jast'
const blockhash = { blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N', lastValidBlockHeight: 100 }
const SOL = { name: 'Solana', symbol: 'SOL', chainId: 'solana:localnet', decimals: 9, numeric: '100', price: 0, value: 0 }

describe('Send on Solana', () => {
  it('sends SOL by the System program, the sender paying the fee', async () => {
    const decoded = decodeTransaction(await transferTransaction({ from: FROM, to: TO, units: 1_500_000_000n, blockhash }))
    expect(describeTransaction(decoded)).toEqual({
      feePayer: FROM,
      actions: [{ kind: 'transferSol', fields: { from: FROM, to: TO, lamports: '1500000000' }, warning: 'none' }],
      warning: 'none',
    })
  })

  it("sends an SPL token between associated token accounts, creating the receiver's first", async () => {
    const wire = await transferTransaction({
      from: FROM,
      to: TO,
      units: 2_500_000n,
      blockhash,
      token: { mint: MINT, decimals: 6, program: TOKEN_PROGRAM_ADDRESS },
    })
    const { actions } = describeTransaction(decodeTransaction(wire))
    expect(actions).toHaveLength(2)
    expect(actions[0]).toEqual({ kind: 'createTokenAccount', fields: { payer: FROM, owner: TO, mint: MINT }, warning: 'none' })
    expect(actions[1]).toMatchObject({ kind: 'transferChecked', fields: { mint: MINT, owner: FROM, amount: '2500000', decimals: '6' }, warning: 'none' })
  })

  it('takes a base58 receiver of 32 to 44 characters and refuses others', () => {
    const request = { token: SOL, amount: '1', receiverInput: TO, namespace: 'solana' }
    expect(validateSend(request)).toEqual({ units: 1_000_000_000n, to: TO })
    expect(validateSend({ ...request, receiverInput: TO.slice(0, 31) })).toEqual({ error: 'Enter a valid receiver address or name' })
    expect(validateSend({ ...request, receiverInput: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })).toEqual({
      error: 'Enter a valid receiver address or name',
    })
    expect(validateSend({ ...request, namespace: 'bip122' })).toEqual({ error: 'Unsupported chain' })
  })
})
