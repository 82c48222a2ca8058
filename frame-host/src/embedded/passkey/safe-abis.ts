/**
 * The Safe contracts' functions a passkey account calls, as JSON ABIs: viem's parseAbi would bring
 * its human-readable parser (3 KB) into the passkey's chunk for these few lines.
 */
export const PROXY_CREATION_CODE = [{ name: 'proxyCreationCode', type: 'function', stateMutability: 'pure', inputs: [], outputs: [{ type: 'bytes' }] }] as const

export const SAFE_4337_EXECUTE = [
  {
    name: 'executeUserOpWithErrorString',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'address', name: 'to' },
      { type: 'uint256', name: 'value' },
      { type: 'bytes', name: 'data' },
      { type: 'uint8', name: 'operation' },
    ],
    outputs: [],
  },
] as const

export const MULTI_SEND = [
  { name: 'multiSend', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'bytes', name: 'transactions' }], outputs: [] },
] as const

export const SIGNER_FACTORY = [
  {
    name: 'getSigner',
    type: 'function',
    stateMutability: 'view',
    inputs: [
      { type: 'uint256', name: 'x' },
      { type: 'uint256', name: 'y' },
      { type: 'uint176', name: 'verifiers' },
    ],
    outputs: [{ type: 'address' }],
  },
  {
    name: 'createSigner',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'uint256', name: 'x' },
      { type: 'uint256', name: 'y' },
      { type: 'uint176', name: 'verifiers' },
    ],
    outputs: [{ type: 'address' }],
  },
] as const

export const SAFE_OWNERS = [
  { name: 'getOwners', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address[]' }] },
  {
    name: 'addOwnerWithThreshold',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'address', name: 'owner' },
      { type: 'uint256', name: 'threshold' },
    ],
    outputs: [],
  },
] as const

export const SAFE_SETUP = [
  {
    name: 'setup',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'address[]', name: '_owners' },
      { type: 'uint256', name: '_threshold' },
      { type: 'address', name: 'to' },
      { type: 'bytes', name: 'data' },
      { type: 'address', name: 'fallbackHandler' },
      { type: 'address', name: 'paymentToken' },
      { type: 'uint256', name: 'payment' },
      { type: 'address', name: 'paymentReceiver' },
    ],
    outputs: [],
  },
] as const

export const ENABLE_MODULES = [
  { name: 'enableModules', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'address[]', name: 'modules' }], outputs: [] },
] as const

export const CONFIGURE = [
  {
    name: 'configure',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      {
        type: 'tuple',
        name: 'signer',
        components: [
          { type: 'uint256', name: 'x' },
          { type: 'uint256', name: 'y' },
          { type: 'uint176', name: 'verifiers' },
        ],
      },
    ],
    outputs: [],
  },
] as const
