/**
 * How a passkey-secured account is recovered when its visitor has lost every passkey: Candide's
 * Social Recovery Module 0.0.1 (audited by Ackee Blockchain, its rules formally verified with
 * Certora). A guardian — the key of the account's email or social identity, which the worker holds
 * — may propose new owners; they take over only once the module's recovery period has passed, and
 * until then the Safe (any of its passkeys) cancels. The module can change owners and the threshold,
 * nothing else, so the guardian can never move funds. The period is fixed per deployment: Candide's
 * canonical ones, through Safe's singleton factory with salt 0, are listed by days. The local chains
 * have them at the same addresses.
 */
export const RecoveryModules = {
  3: '0x38275826E1933303E508433dD5f289315Da2541c',
  7: '0x088f6cfD8BB1dDb1BB069CCb3fc1A98927D233f2',
  14: '0x9BacD92F4687Db306D7ded5d4513a51EA05df25b',
} as const

export type RecoveryDelayDays = keyof typeof RecoveryModules

/** What a worker uses when its operator names no recovery delay. */
export const DEFAULT_RECOVERY_DELAY_DAYS: RecoveryDelayDays = 3

const address = { type: 'address' } as const

/** The module's functions Porthole calls or reads. */
export const recoveryModuleAbi = [
  {
    type: 'function',
    name: 'addGuardianWithThreshold',
    stateMutability: 'nonpayable',
    inputs: [
      { name: '_guardian', ...address },
      { name: '_threshold', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'confirmRecovery',
    stateMutability: 'nonpayable',
    inputs: [
      { name: '_wallet', ...address },
      { name: '_newOwners', type: 'address[]' },
      { name: '_newThreshold', type: 'uint256' },
      { name: '_execute', type: 'bool' },
    ],
    outputs: [],
  },
  { type: 'function', name: 'finalizeRecovery', stateMutability: 'nonpayable', inputs: [{ name: '_wallet', ...address }], outputs: [] },
  { type: 'function', name: 'cancelRecovery', stateMutability: 'nonpayable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'getRecoveryRequest',
    stateMutability: 'view',
    inputs: [{ name: '_wallet', ...address }],
    outputs: [
      {
        name: 'request',
        type: 'tuple',
        components: [
          { name: 'guardiansApprovalCount', type: 'uint256' },
          { name: 'newThreshold', type: 'uint256' },
          { name: 'executeAfter', type: 'uint64' },
          { name: 'newOwners', type: 'address[]' },
        ],
      },
    ],
  },
  { type: 'function', name: 'getGuardians', stateMutability: 'view', inputs: [{ name: '_wallet', ...address }], outputs: [{ name: '', type: 'address[]' }] },
  { type: 'function', name: 'threshold', stateMutability: 'view', inputs: [{ name: '_wallet', ...address }], outputs: [{ name: '', type: 'uint256' }] },
  {
    type: 'function',
    name: 'isGuardian',
    stateMutability: 'view',
    inputs: [
      { name: '_wallet', ...address },
      { name: '_guardian', ...address },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const
