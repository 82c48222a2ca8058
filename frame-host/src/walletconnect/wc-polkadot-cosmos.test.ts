import { adr36SignDoc } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { namedFamilyOf, wcFamilyCall } from './wc-polkadot-cosmos.js'

const DOT = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ATOM = 'cosmos1syavy2npfyt9tcncdtsdzf7kny9lh777pahuux'
const shared = (accounts: string[], caipNetworkId: string) => ({ accounts, caipNetworkId })

describe('WalletConnect polkadot and cosmos sessions', () => {
  it("connects the first chain's accounts of the session", () => {
    const namespaces = { polkadot: { accounts: [`polkadot:91b171bb158e2d3848fa23a9f1c25182:${DOT}`, 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e:5Other'] } }
    expect(namedFamilyOf(namespaces, 'polkadot')).toEqual(shared([DOT], 'polkadot:91b171bb158e2d3848fa23a9f1c25182'))
    expect(namedFamilyOf({ cosmos: { accounts: [`cosmos:cosmoshub-4:${ATOM}`] } }, 'cosmos')).toEqual(shared([ATOM], 'cosmos:cosmoshub-4'))
    expect(namedFamilyOf({}, 'cosmos')).toBeUndefined()
  })

  it('refuses a session whose accounts are not addresses', () => {
    expect(() => namedFamilyOf({ cosmos: { accounts: ['cosmos:cosmoshub-4:<script>'] } }, 'cosmos')).toThrow('Failed to connect')
  })

  it("answers polkadot_requestAccounts from the session, as WalletConnect's polkadot namespace has no accounts method", () => {
    expect(wcFamilyCall({ method: 'polkadot_requestAccounts' }, shared([DOT], 'polkadot:x'))).toEqual({ answer: [{ address: DOT }] })
  })

  it("signs Keplr's signArbitrary as the ADR-036 amino document through cosmos_signAmino, and gives the dapp its signature", () => {
    const call = wcFamilyCall({ method: 'cosmos_signArbitrary', params: { signerAddress: ATOM, data: 'hi' } }, shared([ATOM], 'cosmos:cosmoshub-4'))
    if ('answer' in call) throw new Error('expected a wallet call')
    expect([call.method, call.params]).toEqual(['cosmos_signAmino', { signerAddress: ATOM, signDoc: adr36SignDoc(ATOM, 'aGk=') }])
    const signature = { pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'AQ==' }, signature: 'AQ==' }
    expect(call.result({ signature, signed: {} })).toEqual(signature)
  })

  it('passes the namespace methods on as they are, and cosmos_requestAccounts as cosmos_getAccounts', () => {
    const call = wcFamilyCall({ method: 'polkadot_signMessage', params: { address: DOT, message: 'hi' } }, shared([DOT], 'polkadot:x'))
    expect('answer' in call ? call : [call.method, call.params, call.result('x')]).toEqual(['polkadot_signMessage', { address: DOT, message: 'hi' }, 'x'])
    const accounts = wcFamilyCall({ method: 'cosmos_requestAccounts' }, shared([ATOM], 'cosmos:cosmoshub-4'))
    expect('answer' in accounts ? accounts : [accounts.method, accounts.params]).toEqual(['cosmos_getAccounts', {}])
  })
})
