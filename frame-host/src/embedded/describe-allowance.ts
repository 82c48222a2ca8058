import { decodeFunctionData, erc20Abi, erc721Abi, type Hex } from 'viem'
import { amountOf, type Warning } from './warning.js'

// JSON rather than parseAbi: the human-readable parser would come with the frame's start for this one line.
const increaseAllowanceAbi = [
  {
    type: 'function',
    name: 'increaseAllowance',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'addedValue', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const

/**
 * A call that lets another address move the account's tokens: an ERC-20
 * `approve` or `increaseAllowance` (amount in the token's base units, or
 * 'unlimited'), or `setApprovalForAll` (every token of the collection).
 */
export type AllowanceGrant = {
  method: 'approve' | 'increaseAllowance' | 'setApprovalForAll'
  /** The token or collection contract: the transaction's target. */
  token: string
  spender: string
  /** Base units, 'unlimited', or for setApprovalForAll 'all' / 'none'. */
  amount: string
  warning: Warning
}

const decode = <T>(read: () => T): T | undefined => {
  try {
    return read()
  } catch {
    return undefined
  }
}

/** The allowance a call grants, or undefined when it grants none. Granting everything is danger; some, a caution; none (a revoke), nothing. */
export function describeAllowance(to: string, data: Hex): AllowanceGrant | undefined {
  const erc20 = decode(() => decodeFunctionData({ abi: erc20Abi, data }))
  if (erc20?.functionName === 'approve') return grant('approve', to, erc20.args[0], erc20.args[1])
  const increase = decode(() => decodeFunctionData({ abi: increaseAllowanceAbi, data }))
  if (increase) return grant('increaseAllowance', to, increase.args[0], increase.args[1])
  const erc721 = decode(() => decodeFunctionData({ abi: erc721Abi, data }))
  if (erc721?.functionName === 'setApprovalForAll') {
    const [spender, approved] = erc721.args
    return { method: 'setApprovalForAll', token: to, spender, amount: approved ? 'all' : 'none', warning: approved ? 'danger' : 'none' }
  }
  return undefined
}

function grant(method: 'approve' | 'increaseAllowance', token: string, spender: string, value: bigint): AllowanceGrant {
  const amount = amountOf(value)
  const warning: Warning = amount === 'unlimited' ? 'danger' : value > 0n ? 'caution' : 'none'
  return { method, token, spender, amount, warning }
}
