import { readFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { decodeFunctionResult, encodeFunctionData, getContractAddress, keccak256, parseAbi, zeroAddress, type Address, type Hex } from 'viem'
import { entryPoint07Address, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import type { AnvilClient } from './seed/client.js'
import { BUNDLER_KEYS, CREATE2_FACTORY, SAFE_PASSKEY } from './seed/addresses.js'

const altoFile = (path: string) => fileURLToPath(new URL(`../../node_modules/@pimlico/alto/esm/${path}`, import.meta.url))
// alto's package exports only its CLI, so its validation code is loaded by path.
const altoModule = async <T>(path: string) => (await import(pathToFileURL(altoFile(path)).href)) as T

type StakeInfo = { stake: bigint; unstakeDelaySec: bigint }
type AltoValidation = {
  getTracerBodyString(tracer: () => unknown): string
}
type AltoTracer = { bundlerCollectorTracer: () => unknown }
type AltoParser = {
  tracerResultParserV07(
    userOp: UserOperation<'0.7'>,
    tracerResult: unknown,
    validationResult: { senderInfo: StakeInfo & { addr: Address }; factoryInfo?: StakeInfo & { addr: Address }; paymasterInfo?: StakeInfo & { addr: Address } },
    entryPoint: string,
  ): unknown
}

const simulationsAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'struct ReturnInfo { uint256 preOpGas; uint256 prefund; uint256 accountValidationData; uint256 paymasterValidationData; bytes paymasterContext; }',
  'struct StakeInfo { uint256 stake; uint256 unstakeDelaySec; }',
  'struct AggregatorStakeInfo { address aggregator; StakeInfo stakeInfo; }',
  'struct ValidationResult { ReturnInfo returnInfo; StakeInfo senderInfo; StakeInfo factoryInfo; StakeInfo paymasterInfo; AggregatorStakeInfo aggregatorInfo; }',
  'function simulateValidation(address entryPointSimulation, address entryPoint, PackedUserOperation[] queuedUserOps, PackedUserOperation userOp) returns (ValidationResult)',
])

const artifact = z.object({ bytecode: z.object({ object: z.string().regex(/^0x[0-9a-fA-F]+$/) }) })
const creationCode = async (path: string) => artifact.parse(JSON.parse(await readFile(altoFile(path), 'utf8'))).bytecode.object as Hex

/**
 * Where the local bundler put its simulation contracts: alto deploys them on start through the
 * deterministic deployer, salted with its utility wallet's address.
 */
async function simulationContracts(): Promise<{ pimlico: Address; entryPoint: Address }> {
  const salt = keccak256(privateKeyToAccount(BUNDLER_KEYS.utility).address)
  const at = async (path: string) => getContractAddress({ opcode: 'CREATE2', from: CREATE2_FACTORY, salt, bytecode: await creationCode(path) })
  return {
    pimlico: await at('contracts/PimlicoSimulations.sol/PimlicoSimulations.json'),
    entryPoint: await at('contracts/EntryPointSimulations.sol/EntryPointSimulations07.json'),
  }
}

const P256_PRECOMPILE = Number(SAFE_PASSKEY.precompile)

/**
 * alto's tracer with three changes:
 * - anvil's JavaScript tracer throws on an empty `log.memory.slice` at the end of memory (geth gives
 *   no bytes) and reverts the traced frame on a throw inside `step` (geth fails the trace), so a LOG
 *   with no data would make the account's deployment fail under the trace alone;
 * - a frame that succeeded has an undefined `getError()` on anvil, not null: every exit would read
 *   as a revert;
 * - ERC-7562 allows the precompiles the network has; alto allows 0x01–0x09 only, but the
 *   chain here has RIP-7212's P-256 precompile, which the passkey signer calls first.
 */
function localTracer(tracer: string): string {
  const changes: [string, string][] = [
    ['toHex(log.memory.slice(ofs, ofs + len))', '(len === 0 ? "0x" : toHex(log.memory.slice(ofs, ofs + len)))'],
    ['frame.getError() === null', '!frame.getError()'],
    ['return addressInt > 0 && addressInt < 10;', `return (addressInt > 0 && addressInt < 10) || addressInt === ${P256_PRECOMPILE};`],
  ]
  return changes.reduce((body, [from, to]) => {
    if (!body.includes(from)) throw new Error(`alto's tracer no longer has ${from}`)
    return body.replaceAll(from, to)
  }, tracer)
}

/**
 * ERC-7562's validation rules (banned opcodes, storage and code access, CREATE2 use, calls into the
 * EntryPoint) for one EntryPoint v0.7 UserOperation, checked the way alto's safe mode checks them:
 * alto's own tracer, run by the chain's `debug_traceCall` (anvil runs geth-style JavaScript tracers),
 * over alto's validation simulation, and alto's own rule parser over the trace. Throws alto's
 * RpcError (code -32502) naming the first rule broken. Needs a local bundler to have started on the
 * chain (it deploys the simulation contracts).
 */
export async function checkErc7562(client: AnvilClient, userOp: UserOperation<'0.7'>): Promise<void> {
  const [{ getTracerBodyString }, { bundlerCollectorTracer }, { tracerResultParserV07 }, simulations] = await Promise.all([
    altoModule<AltoValidation>('rpc/validation/tracer.js'),
    altoModule<AltoTracer>('rpc/validation/BundlerCollectorTracerV07.js'),
    altoModule<AltoParser>('rpc/validation/TracerResultParserV07.js'),
    simulationContracts(),
  ])
  const data = encodeFunctionData({
    abi: simulationsAbi,
    functionName: 'simulateValidation',
    args: [simulations.entryPoint, entryPoint07Address, [], toPackedUserOperation(userOp)],
  })
  const { data: returned } = await client.call({ account: zeroAddress, to: simulations.pimlico, data })
  const result = decodeFunctionResult({ abi: simulationsAbi, functionName: 'simulateValidation', data: returned ?? '0x' })
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  const trace = await request({
    method: 'debug_traceCall',
    params: [{ from: zeroAddress, to: simulations.pimlico, data }, 'latest', { tracer: localTracer(getTracerBodyString(bundlerCollectorTracer)) }],
  })
  const entity = (addr: Address | undefined, info: StakeInfo) => (addr ? { ...info, addr } : undefined)
  tracerResultParserV07(
    userOp,
    trace,
    {
      senderInfo: { ...result.senderInfo, addr: userOp.sender },
      factoryInfo: entity(userOp.factory, result.factoryInfo),
      paymasterInfo: entity(userOp.paymaster, result.paymasterInfo),
    },
    entryPoint07Address.toLowerCase(),
  )
}
