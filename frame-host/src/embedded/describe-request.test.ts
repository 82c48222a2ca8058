import { encodeFunctionData, erc20Abi, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describe-request.js'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('describeRequest (what ApproveTransaction shows)', () => {
  it('shows personal_sign text, or the hex when it is not readable', () => {
    expect(describeRequest('personal_sign', [toHex('Sign in'), TO], 'ETH')).toEqual({ kind: 'message', text: 'Sign in', raw: false })
    expect(describeRequest('personal_sign', ['0x00ff10', TO], 'ETH')).toEqual({ kind: 'message', text: '0x00ff10', raw: true })
  })

  it('shows typed data by type, domain and message', () => {
    const typed = { domain: { name: 'Porthole' }, types: {}, primaryType: 'Mail', message: { contents: 'hi' } }
    const description = describeRequest('eth_signTypedData_v4', [TO, JSON.stringify(typed)], 'ETH')
    expect(description).toMatchObject({ kind: 'typedData', primaryType: 'Mail' })
    expect(description.kind === 'typedData' && JSON.parse(description.message)).toEqual({ contents: 'hi' })
  })

  it('shows a transaction with its value in the native unit and an ERC-20 call decoded', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [TO, 5n] })
    expect(describeRequest('eth_sendTransaction', [{ to: TO, value: '0xde0b6b3a7640000', data }], 'ETH')).toEqual({
      kind: 'transaction',
      to: TO,
      value: '1 ETH',
      data,
      call: { name: 'transfer', args: [TO, '5'] },
    })
    expect(describeRequest('eth_sendTransaction', [{ to: TO, data: '0xdeadbeef' }], 'ETH')).toMatchObject({ value: '0 ETH', data: '0xdeadbeef', call: null })
  })
})
