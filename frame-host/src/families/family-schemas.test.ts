import { PortholeError } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { FamilyMessages, parseFamilyParams, parseFamilyResult } from './family-schemas.js'

const BTC = 'bc1qkgqm68z5dd8mlknvmy63wwmssnkhzwxfu0r3hw'
const DOT = '1535cMcyEV54DEVW4P2HQYz1iGJ5NhnnV6ii3y89wM4owzXq'
const ATOM = 'cosmos18h5gfxfr5j9ge93u7wf8m7d9ze43qlkyupk4z4'

function error(fn: () => unknown) {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(PortholeError)
    return (e as PortholeError).toJSON()
  }
  return expect.unreachable('did not throw')
}

describe('family params', () => {
  it('takes WalletConnect’s shapes of each family', () => {
    expect(parseFamilyParams('bip122', 'signMessage', { account: BTC, message: 'hi' })).toEqual({ account: BTC, message: 'hi' })
    expect(parseFamilyParams('bip122', 'signPsbt', { account: BTC, psbt: 'cHNidP8BAA==', signInputs: [{ address: BTC, index: 0 }] })).toMatchObject({
      psbt: 'cHNidP8BAA==',
    })
    expect(parseFamilyParams('bip122', 'sendTransfer', { account: BTC, recipientAddress: BTC, amount: '1500' })).toMatchObject({ amount: '1500' })
    expect(parseFamilyParams('polkadot', 'polkadot_signMessage', { address: DOT, message: 'hi' })).toEqual({ address: DOT, message: 'hi' })
    expect(parseFamilyParams('cosmos', 'cosmos_signArbitrary', { signerAddress: ATOM, data: 'hi' })).toEqual({ signerAddress: ATOM, data: 'hi' })
  })

  it('passes nothing along for accounts methods', () => {
    expect(parseFamilyParams('polkadot', 'polkadot_requestAccounts', { anything: 1 })).toBeUndefined()
    expect(parseFamilyParams('cosmos', 'cosmos_getAccounts', ['x'])).toBeUndefined()
  })

  it.each([
    ['bip122', 'signMessage', { account: BTC }],
    ['bip122', 'signMessage', { account: BTC, message: '' }],
    ['bip122', 'signMessage', { account: 'bc1 spaces', message: 'hi' }],
    ['bip122', 'signPsbt', { account: BTC, psbt: 'not base64!', signInputs: [] }],
    ['bip122', 'signPsbt', { account: BTC, psbt: 'cHNidP8BAA==', signInputs: [{ address: BTC, index: -1 }] }],
    ['bip122', 'sendTransfer', { account: BTC, recipientAddress: BTC, amount: '0' }],
    ['bip122', 'sendTransfer', { account: BTC, recipientAddress: BTC, amount: 1500 }],
    ['polkadot', 'polkadot_signMessage', { address: DOT, message: 'x'.repeat(65_537) }],
    ['cosmos', 'cosmos_signArbitrary', { signerAddress: ATOM }],
    ['cosmos', 'cosmos_signDirect', { signerAddress: ATOM, signDoc: { chainId: 'cosmoshub-4', accountNumber: 'one', bodyBytes: '', authInfoBytes: '' } }],
  ] as const)('refuses %s %s %j with -32602', (namespace, method, params) => {
    expect(error(() => parseFamilyParams(namespace, method, params))).toMatchObject({ code: -32602, message: `Invalid params for ${method}` })
  })
})

describe('family results', () => {
  it('keeps an answer of the method’s shape and drops what the shape does not name', () => {
    expect(parseFamilyResult('bip122', 'getAccountAddresses', [{ address: BTC, purpose: 'payment', extra: '<script>' }])).toEqual([
      { address: BTC, purpose: 'payment' },
    ])
    expect(parseFamilyResult('polkadot', 'polkadot_signMessage', { signature: `0x01${'ab'.repeat(64)}` })).toEqual({ signature: `0x01${'ab'.repeat(64)}` })
    const stdSignature = { pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'A+cg' }, signature: '3f+n' }
    expect(parseFamilyResult('cosmos', 'cosmos_signArbitrary', stdSignature)).toEqual(stdSignature)
  })

  it.each([
    ['bip122', 'signMessage', { address: BTC, signature: 42 }],
    ['bip122', 'getAccountAddresses', [{ address: BTC, purpose: 'savings' }]],
    ['bip122', 'sendTransfer', { txid: 'not a txid' }],
    ['polkadot', 'polkadot_signMessage', { signature: '0x1234' }],
    ['cosmos', 'cosmos_signArbitrary', { signature: 'abc' }],
  ] as const)('refuses a wallet’s %s %s answer %j with -32603', (namespace, method, result) => {
    expect(error(() => parseFamilyResult(namespace, method, result))).toMatchObject({ code: -32603, message: FamilyMessages.badAnswer })
  })
})
