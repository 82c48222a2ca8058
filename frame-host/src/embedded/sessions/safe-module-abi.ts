/** The Safe's module calls a session needs, as a JSON ABI: the approval window decodes with it too, where parsing a human-readable ABI would cost its entry. */
export const safeModuleAbi = [
  { type: 'function', name: 'enableModule', stateMutability: 'nonpayable', inputs: [{ name: 'module', type: 'address' }], outputs: [] },
  { type: 'function', name: 'isModuleEnabled', stateMutability: 'view', inputs: [{ name: 'module', type: 'address' }], outputs: [{ name: '', type: 'bool' }] },
] as const
