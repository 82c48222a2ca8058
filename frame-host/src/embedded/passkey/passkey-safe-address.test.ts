import { PasskeySafe } from '@porthole/protocol'
import * as P256 from 'ox/P256'
import * as PublicKey from 'ox/PublicKey'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { createPublicClient, custom, encodeFunctionResult, parseAbi, type Hex } from 'viem'
import { entryPoint07Address, toWebAuthnAccount } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { passkeySafeAddress } from './passkey-safe-address.js'

const proxyCreationCodeAbi = parseAbi(['function proxyCreationCode() pure returns (bytes)'])
/** Any proxy code: both computations read the same from the factory. */
const PROXY_CODE: Hex = '0x608060405234801561001057600080fd5b506040516101e63803806101e6833981810160405260208110156100335760006000fd5b8101'

/** A chain that answers only the factory's `proxyCreationCode`, as permissionless reads it. */
const factoryOnlyClient = createPublicClient({
  transport: custom({
    request: async ({ method }: { method: string }) => {
      if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
      return encodeFunctionResult({ abi: proxyCreationCodeAbi, result: PROXY_CODE })
    },
  }),
})

/** permissionless' Safe for a WebAuthn owner, with the shared signer and verifiers the passkey account uses. */
async function permissionlessAddress(publicKey: Hex): Promise<Hex> {
  const owner = toWebAuthnAccount({ credential: { id: 'credential', publicKey: `0x${publicKey.slice(4)}` } })
  const account = await toSafeSmartAccount({
    client: factoryOnlyClient,
    owners: [owner],
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
    saltNonce: PasskeySafe.saltNonce,
    safeWebAuthnSharedSignerAddress: PasskeySafe.sharedSigner,
    safeP256VerifierAddress: PasskeySafe.verifiers,
  })
  return account.address
}

describe("the passkey Safe's address", () => {
  it('is the address permissionless computes for the same passkey, for every key', async () => {
    for (let i = 0; i < 4; i++) {
      const publicKey = PublicKey.toHex(P256.getPublicKey({ privateKey: P256.randomPrivateKey() }))
      expect(passkeySafeAddress(publicKey, PasskeySafe, PROXY_CODE)).toBe(await permissionlessAddress(publicKey))
    }
  })

  it('differs between two passkeys', () => {
    const [a, b] = [0, 1].map(() => PublicKey.toHex(P256.getPublicKey({ privateKey: P256.randomPrivateKey() })))
    expect(passkeySafeAddress(a!, PasskeySafe, PROXY_CODE)).not.toBe(passkeySafeAddress(b!, PasskeySafe, PROXY_CODE))
  })
})
