import { encodeFunctionData, erc20Abi, erc721Abi, maxUint160, maxUint256, parseAbi } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describe-request.js'
import { requestWarning } from './request-warning.js'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const PAGE = 'https://shop.example'

const send = (data: `0x${string}`) => describeRequest('eth_sendTransaction', [{ to: TOKEN, data }], 'ETH')
const typed = (value: object) => describeRequest('eth_signTypedData_v4', [ME, JSON.stringify(value)], 'ETH')

describe('allowances a transaction grants', () => {
  it('names an unlimited approve as danger, a bounded increaseAllowance as a caution, and a revoke as nothing', () => {
    const unlimited = send(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] }))
    expect(unlimited).toMatchObject({ allowance: { method: 'approve', token: TOKEN, spender: SPENDER, amount: 'unlimited', warning: 'danger' } })
    expect(requestWarning(unlimited)).toBe('danger')
    const abi = parseAbi(['function increaseAllowance(address spender, uint256 addedValue) returns (bool)'])
    expect(send(encodeFunctionData({ abi, functionName: 'increaseAllowance', args: [SPENDER, 5_000_000n] }))).toMatchObject({
      allowance: { method: 'increaseAllowance', amount: '5000000', warning: 'caution' },
    })
    expect(requestWarning(send(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 0n] })))).toBe('none')
    expect(send(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 1n] }))).not.toHaveProperty('allowance')
  })

  it('names setApprovalForAll(true) as every token of the collection', () => {
    const all = send(encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [SPENDER, true] }))
    expect(all).toMatchObject({ allowance: { method: 'setApprovalForAll', token: TOKEN, spender: SPENDER, amount: 'all', warning: 'danger' } })
  })
})

describe('permits signed as typed data', () => {
  const types = { EIP712Domain: [] }
  it('names an EIP-2612 Permit with the token (the domain contract), spender, amount and deadline', () => {
    const permit = typed({
      types,
      primaryType: 'Permit',
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: TOKEN },
      message: { owner: ME, spender: SPENDER, value: maxUint256.toString(), nonce: 0, deadline: 1_900_000_000 },
    })
    expect(permit).toMatchObject({
      kind: 'typedData',
      permit: { standard: 'eip2612', spender: SPENDER, tokens: [{ token: TOKEN, amount: 'unlimited' }], deadline: '1900000000', warning: 'danger' },
    })
  })

  it('names a Permit2 PermitSingle with its token, amount, expiry and signature deadline', () => {
    const permit = typed({
      types,
      primaryType: 'PermitSingle',
      domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
      message: {
        details: { token: TOKEN, amount: maxUint160.toString(), expiration: '1800000000', nonce: '0' },
        spender: SPENDER,
        sigDeadline: '1700000000',
      },
    })
    expect(permit).toMatchObject({
      permit: {
        standard: 'permit2',
        spender: SPENDER,
        tokens: [{ token: TOKEN, amount: 'unlimited', expires: '1800000000' }],
        deadline: '1700000000',
        warning: 'danger',
      },
    })
    const transfer = typed({
      types,
      primaryType: 'PermitTransferFrom',
      domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
      message: { permitted: { token: TOKEN, amount: '250000' }, spender: SPENDER, nonce: '1', deadline: '1700000000' },
    })
    expect(transfer).toMatchObject({ permit: { tokens: [{ token: TOKEN, amount: '250000' }], warning: 'caution' } })
  })

  it('leaves other typed data undecoded', () => {
    expect(typed({ types, primaryType: 'Mail', domain: { name: 'Porthole' }, message: {} })).not.toHaveProperty('permit')
  })
})

describe('sign-in messages', () => {
  const siwe = (domain: string, uri: string) =>
    createSiweMessage({ domain, uri, address: ME, chainId: 1, nonce: 'abcdefgh123', version: '1', issuedAt: new Date(0) })
  const sign = (message: string) => describeRequest('personal_sign', [message, ME], 'ETH', undefined, PAGE)

  it('shows a sign-in to the requesting page plainly', () => {
    expect(sign(siwe('shop.example', `${PAGE}/login`))).toMatchObject({
      signIn: { domain: 'shop.example', uri: `${PAGE}/login`, address: ME, chainId: 1, matchesPage: true, warning: 'none' },
    })
  })

  it('flags a sign-in to another site as danger, by its domain or its URI', () => {
    expect(sign(siwe('bank.example', 'https://bank.example'))).toMatchObject({ signIn: { domain: 'bank.example', matchesPage: false, warning: 'danger' } })
    expect(requestWarning(sign(siwe('shop.example', 'https://bank.example')))).toBe('danger')
  })

  it('reads the CAIP-122 form for another chain', () => {
    const message = `shop.example wants you to sign in with your Solana account:\n${SPENDER}\n\nURI: https://bank.example\nVersion: 1\nChain ID: 1\nNonce: abcdefgh123\nIssued At: 2026-01-01T00:00:00Z`
    expect(sign(message)).toMatchObject({ signIn: { domain: 'shop.example', uri: 'https://bank.example', warning: 'danger' } })
  })
})
