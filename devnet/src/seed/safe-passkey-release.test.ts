import { PasskeySafe } from '@porthole/protocol'
import { concat, getContractAddress, slice, zeroHash, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { SAFE_4337, SAFE_PASSKEY } from './addresses.js'
import { readPasskeyRelease } from './safe-passkey-release.js'

describe('the checked-in build of Safe’s passkey release 0.2.1', () => {
  it('lands every contract on its canonical address through Safe’s singleton factory with salt 0', async () => {
    const release = await readPasskeyRelease()
    expect(release.factory).toBe(SAFE_4337.singletonFactory)
    expect(release.salt).toBe(zeroHash)
    const canonical = {
      SafeWebAuthnSignerFactory: SAFE_PASSKEY.signerFactory,
      SafeWebAuthnSharedSigner: SAFE_PASSKEY.sharedSigner,
      FCLP256Verifier: SAFE_PASSKEY.fclVerifier,
    }
    expect(release.contracts.map((c) => c.name).sort()).toEqual(Object.keys(canonical).sort())
    for (const { name, address, creationCode } of release.contracts) {
      const landsOn = getContractAddress({ opcode: 'CREATE2', from: SAFE_4337.singletonFactory, salt: zeroHash, bytecode: creationCode as Hex })
      expect(landsOn, name).toBe(canonical[name])
      expect(address, name).toBe(canonical[name])
    }
  })

  it('is the signer protocol’s PasskeySafe names, with the precompile first and the FCL verifier behind it', () => {
    expect(SAFE_PASSKEY.sharedSigner).toBe(PasskeySafe.sharedSigner)
    expect(SAFE_PASSKEY.verifiers).toBe(PasskeySafe.verifiers)
    expect(SAFE_PASSKEY.verifiers.toLowerCase()).toBe(concat([slice(SAFE_PASSKEY.precompile, 18), SAFE_PASSKEY.fclVerifier]).toLowerCase())
  })
})
