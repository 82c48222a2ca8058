import { RecoveryModules } from '@porthole/protocol'
import { getContractAddress, zeroHash } from 'viem'
import { describe, expect, it } from 'vitest'
import { SAFE_4337 } from './addresses.js'
import { readRecoveryRelease, recoveryModuleCreationCode } from './social-recovery-release.js'

// abstractionkit's SocialRecoveryModuleGracePeriodSelector, by recovery period in seconds.
const CANONICAL = {
  180: '0x949d01d424bE050D09C16025dd007CB59b3A8c66',
  259200: '0x38275826E1933303E508433dD5f289315Da2541c',
  604800: '0x088f6cfD8BB1dDb1BB069CCb3fc1A98927D233f2',
  1209600: '0x9BacD92F4687Db306D7ded5d4513a51EA05df25b',
} as const

const DAY = 24 * 60 * 60

describe('the checked-in build of Candide’s Social Recovery Module 0.0.1', () => {
  it('lands every period’s module on its canonical address through Safe’s singleton factory with salt 0', () => {
    const release = readRecoveryRelease()
    expect(release.factory).toBe(SAFE_4337.singletonFactory)
    expect(release.salt).toBe(zeroHash)
    expect(release.deployments.map((d) => d.periodSeconds).sort((a, b) => a - b)).toEqual(Object.keys(CANONICAL).map(Number))
    for (const { name, periodSeconds, address } of release.deployments) {
      const bytecode = recoveryModuleCreationCode(BigInt(periodSeconds))
      const landsOn = getContractAddress({ opcode: 'CREATE2', from: SAFE_4337.singletonFactory, salt: zeroHash, bytecode })
      expect(landsOn, name).toBe(CANONICAL[periodSeconds as keyof typeof CANONICAL])
      expect(address, name).toBe(landsOn)
    }
  })

  it('has every module the protocol names by days', () => {
    const byPeriod = new Map(readRecoveryRelease().deployments.map((d) => [d.periodSeconds, d.address]))
    for (const [days, address] of Object.entries(RecoveryModules)) expect(byPeriod.get(Number(days) * DAY), `${days} days`).toBe(address)
  })

  it('is the bytecode of Safe’s release recovery/v0.1.0 (14 days, through the deterministic-deployment proxy)', () => {
    const bytecode = recoveryModuleCreationCode(BigInt(14 * DAY))
    const landsOn = getContractAddress({ opcode: 'CREATE2', from: '0x4e59b44847b379578588920cA78FbF26c0B4956C', salt: zeroHash, bytecode })
    expect(landsOn).toBe('0x4Aa5Bf7D840aC607cb5BD3249e6Af6FC86C04897')
  })
})
