import {
  decodeFunctionResult,
  encodeFunctionData,
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type DecodeFunctionResultReturnType,
} from 'viem'
import type { RpcTransport } from '../../rpc/index.js'

/**
 * One view call through the frame's own RPC transport (eth_call at latest),
 * encoded and decoded by viem. A plain call rather than a viem client keeps
 * the client's actions out of the frame's bundle.
 */
export async function readContract<const abi extends Abi, name extends ContractFunctionName<abi, 'view' | 'pure'>>(
  transport: RpcTransport,
  address: Address,
  abi: abi,
  functionName: name,
  args: ContractFunctionArgs<abi, 'view' | 'pure', name>,
): Promise<DecodeFunctionResultReturnType<abi, name>> {
  const data = encodeFunctionData({ abi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
  const result = await transport.request({ method: 'eth_call', params: [{ to: address, data }, 'latest'] })
  if (typeof result !== 'string' || result === '0x') throw new Error(`${functionName} returned nothing from ${address}`)
  return decodeFunctionResult({ abi, functionName, data: result } as Parameters<typeof decodeFunctionResult>[0]) as DecodeFunctionResultReturnType<abi, name>
}
