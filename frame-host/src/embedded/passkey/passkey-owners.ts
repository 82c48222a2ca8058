import type { PasskeySigner } from '@porthole/protocol'
import * as PublicKey from 'ox/PublicKey'
import { decodeFunctionResult, encodeFunctionData, isAddressEqual, type Hex } from 'viem'
import type { FrameServices } from '../../store/index.js'
import { SAFE_OWNERS, SIGNER_FACTORY } from './safe-abis.js'

type RpcTransport = ReturnType<FrameServices['transports']['forNetwork']>

/** One read of the chain, through the frame's own transport (never the worker). */
async function read<T>(transport: RpcTransport, to: string, data: Hex, decode: (answer: Hex) => T): Promise<T> {
  return decode((await transport.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })) as Hex)
}

/** A further passkey's signer contract: the factory computes its address from the key and the verifiers alone. */
export function passkeySignerProxy(transport: RpcTransport, publicKey: string, signer: PasskeySigner): Promise<Hex> {
  const { x, y } = PublicKey.fromHex(publicKey as Hex)
  const data = encodeFunctionData({ abi: SIGNER_FACTORY, functionName: 'getSigner', args: [x, y, BigInt(signer.verifiers)] })
  return read(transport, signer.signerFactory, data, (answer) => decodeFunctionResult({ abi: SIGNER_FACTORY, functionName: 'getSigner', data: answer }))
}

/** Whether the Safe on chain has `owner` among its owners (false when it has no code yet). */
export async function safeHasOwner(transport: RpcTransport, safe: string, owner: Hex): Promise<boolean> {
  const data = encodeFunctionData({ abi: SAFE_OWNERS, functionName: 'getOwners' })
  const owners = await read(transport, safe, data, (answer) =>
    answer === '0x' ? [] : decodeFunctionResult({ abi: SAFE_OWNERS, functionName: 'getOwners', data: answer }),
  )
  return owners.some((each) => isAddressEqual(each, owner))
}

/** The calls that add a passkey: its signer contract made by the factory, then made an owner of the Safe beside the others, threshold 1. */
export function addingCalls(
  safe: Hex,
  proxy: Hex,
  publicKey: string,
  signer: Pick<PasskeySigner, 'signerFactory' | 'verifiers'>,
): { to: Hex; value: Hex; data: Hex }[] {
  const { x, y } = PublicKey.fromHex(publicKey as Hex)
  return [
    {
      to: signer.signerFactory as Hex,
      value: '0x0',
      data: encodeFunctionData({ abi: SIGNER_FACTORY, functionName: 'createSigner', args: [x, y, BigInt(signer.verifiers)] }),
    },
    { to: safe, value: '0x0', data: encodeFunctionData({ abi: SAFE_OWNERS, functionName: 'addOwnerWithThreshold', args: [proxy, 1n] }) },
  ]
}
