import { describe, expect, it } from 'vitest'
import { Namespaces } from './chain-family.js'
import {
  DefaultAccountTypes,
  DefaultNamespace,
  FamilyNamespaces,
  FullNamespaces,
  isFamilyNamespace,
  isFullySupported,
  namespaceOfNetworkId,
  namespaceOfRequest,
} from './families.js'
import { FeaturesByNamespace, hasFamilyFeature } from './family-features.js'
import { familyOf, familyOfNetworkId, parseAccountId, parseNetworkId } from './family-registry.js'
import { SolanaNetworkIds } from './solana-networks.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'

describe('the family registry', () => {
  it('has one family per namespace, each under its own namespace', () => {
    for (const namespace of Namespaces) expect(familyOf(namespace).namespace).toBe(namespace)
    expect(DefaultNamespace).toBe(Namespaces[0])
  })

  it('finds the family of a network id by its prefix, and none for an unknown one', () => {
    expect(familyOfNetworkId('eip155:1')?.namespace).toBe('eip155')
    expect(familyOfNetworkId(SolanaNetworkIds.devnet)?.namespace).toBe('solana')
    expect(familyOfNetworkId('cosmos:cosmoshub-4')?.namespace).toBe('cosmos')
    expect(familyOfNetworkId('tron:0x2b6653dc')).toBeUndefined()
    expect(familyOfNetworkId('eip155')).toBeUndefined()
    expect(namespaceOfNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe('polkadot')
    expect(namespaceOfNetworkId('tron:0x2b6653dc')).toBeUndefined()
  })

  it("parses a network id only when the reference has its family's form", () => {
    expect(parseNetworkId('eip155:8453')).toMatchObject({ family: { namespace: 'eip155' }, reference: '8453' })
    expect(parseNetworkId('eip155:0x1')).toBeUndefined()
    expect(parseNetworkId('eip155:01')).toBeUndefined()
    expect(parseNetworkId('solana:localnet')).toMatchObject({ reference: 'localnet' })
    expect(parseNetworkId('polkadot:has space')).toBeUndefined()
  })

  it('parses an account id only when the address has its family’s form', () => {
    expect(parseAccountId(`eip155:1:${EVM}`)).toMatchObject({ family: { namespace: 'eip155' }, networkId: 'eip155:1', address: EVM })
    expect(parseAccountId(`${SolanaNetworkIds.mainnet}:${SOL}`)).toMatchObject({ networkId: SolanaNetworkIds.mainnet, address: SOL })
    expect(parseAccountId(`eip155:1:${SOL}`)).toBeUndefined()
    expect(parseAccountId(`${SolanaNetworkIds.mainnet}:${EVM}`)).toBeUndefined()
  })

  it('checks each family’s addresses and compares EVM ones without case', () => {
    expect(familyOf('bip122').address.test('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(familyOf('bip122').address.test('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true)
    expect(familyOf('polkadot').address.test('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
    expect(familyOf('cosmos').address.test('cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe(true)
    expect(familyOf('cosmos').address.test(EVM)).toBe(false)
    expect(familyOf('eip155').sameAddress(EVM, EVM.toLowerCase())).toBe(true)
    expect(familyOf('solana').sameAddress(SOL, SOL.toLowerCase())).toBe(false)
  })

  it('tells full from partial support, and starts each family on its own account type, as the descriptors say', () => {
    expect(Namespaces.filter(isFullySupported)).toEqual(['eip155', 'solana'])
    expect(FullNamespaces).toEqual(Namespaces.filter((n) => familyOf(n).support === 'full'))
    expect(FamilyNamespaces).toEqual(Namespaces.filter((n) => familyOf(n).support === 'partial'))
    for (const namespace of Namespaces) expect(DefaultAccountTypes[namespace]).toBe(familyOf(namespace).defaultAccountType)
    for (const namespace of Namespaces) expect(FeaturesByNamespace[namespace] ?? []).toEqual(familyOf(namespace).features)
  })

  it('offers names, activity, swaps, smart accounts and a chain switch on EVM chains only', () => {
    expect(hasFamilyFeature('eip155', 'names')).toBe(true)
    expect(hasFamilyFeature('eip155', 'chainSwitch')).toBe(true)
    expect(hasFamilyFeature('solana', 'swaps')).toBe(false)
    expect(hasFamilyFeature('cosmos', 'activity')).toBe(false)
    expect(hasFamilyFeature(undefined, 'names')).toBe(false)
    expect(hasFamilyFeature('tron', 'names')).toBe(false)
    expect(isFamilyNamespace('cosmos')).toBe(true)
    expect(isFamilyNamespace('solana')).toBe(false)
    expect(isFullySupported(undefined)).toBe(false)
    expect(DefaultAccountTypes).toEqual({ eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment', cosmos: 'eoa' })
  })

  it("routes a request to the family it names, else its method's, else the default", () => {
    expect(namespaceOfRequest({ method: 'signMessage', namespace: 'bip122' })).toBe('bip122')
    expect(namespaceOfRequest({ method: 'solana_signMessage' })).toBe('solana')
    expect(namespaceOfRequest({ method: 'eth_sendTransaction' })).toBe('eip155')
    expect(namespaceOfRequest({ method: 'eth_sendTransaction', namespace: 'nope' })).toBe('eip155')
  })
})
