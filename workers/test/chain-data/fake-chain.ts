import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  erc20Abi,
  keccak256,
  multicall3Abi,
  numberToHex,
  pad,
  toEventSelector,
  toHex,
  type Address,
  type Hex,
} from 'viem'
import { vi } from 'vitest'

export const RPC_URL = 'http://fake-chain.test/rpc'
export const CHAIN = 'eip155:31337'
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
const TRANSFER = toEventSelector('Transfer(address,address,uint256)')

type Tx = { from: Address; to: Address; value: bigint; nonce: number; failed?: boolean }
type TokenLog = { address: Address; from: Address; to: Address; amount: bigint; nft?: boolean }
type Block = { txs: Tx[]; logs: (TokenLog & { tx: number })[] }

/**
 * A JSON-RPC chain in memory behind `fetch` for RPC_URL: balances for
 * Multicall3's aggregate3 (getEthBalance, balanceOf), and blocks, logs and
 * receipts for the indexer. It records every JSON-RPC call it answers.
 */
export class FakeChain {
  readonly calls: { method: string; params: unknown[] }[] = []
  /** HTTP posts that reached it. */
  posts = 0
  native = new Map<string, bigint>()
  tokens = new Map<string, Map<string, bigint>>()
  blocks: Block[] = [{ txs: [], logs: [] }]
  /** What the ERC-6492 validator answers for contract signatures: false unless a test says otherwise. */
  contractSignatureValid = false

  balance(token: Address | 'native', holder: Address, amount: bigint): this {
    if (token === 'native') this.native.set(holder.toLowerCase(), amount)
    else {
      const holders = this.tokens.get(token.toLowerCase()) ?? new Map<string, bigint>()
      holders.set(holder.toLowerCase(), amount)
      this.tokens.set(token.toLowerCase(), holders)
    }
    return this
  }

  /** Mines a block with these transactions; `logs[i].tx` is the index of the transaction that emitted it. */
  mine(txs: Tx[], logs: (TokenLog & { tx: number })[] = []): this {
    this.blocks.push({ txs, logs })
    return this
  }

  private txHash(block: number, index: number): Hex {
    return keccak256(toHex(`${block}:${index}`))
  }

  /** Another FakeChain is another chain: its blocks have other hashes, as after an anvil restart. */
  private readonly id = crypto.randomUUID()

  private blockHash(n: number): Hex {
    return keccak256(toHex(`block ${n} of ${this.id}`))
  }

  private aggregate3(data: Hex): Hex {
    const { args } = decodeFunctionData({ abi: multicall3Abi, data })
    const [calls] = args as unknown as [readonly { target: Address; callData: Hex }[]]
    const results = calls.map(({ target, callData }) => {
      if (target.toLowerCase() === MULTICALL3.toLowerCase()) {
        const {
          args: [holder],
        } = decodeFunctionData({ abi: multicall3Abi, data: callData }) as unknown as { args: [Address] }
        return { success: true, returnData: encodeAbiParameters([{ type: 'uint256' }], [this.native.get(holder.toLowerCase()) ?? 0n]) }
      }
      const holders = this.tokens.get(target.toLowerCase())
      if (!holders) return { success: false, returnData: '0x' as Hex }
      const {
        args: [holder],
      } = decodeFunctionData({ abi: erc20Abi, data: callData }) as unknown as { args: [Address] }
      return { success: true, returnData: encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: holders.get(holder.toLowerCase()) ?? 0n }) }
    })
    return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results })
  }

  private block(n: number, full: boolean) {
    const block = this.blocks[n]
    if (!block) return null
    const txs = block.txs.map((tx, i) => ({
      hash: this.txHash(n, i),
      from: tx.from,
      to: tx.to,
      value: numberToHex(tx.value),
      nonce: numberToHex(tx.nonce),
      blockNumber: numberToHex(n),
      blockHash: this.blockHash(n),
      transactionIndex: numberToHex(i),
      input: '0x',
      gas: '0x5208',
      gasPrice: '0x1',
      type: '0x0',
      v: '0x1b',
      r: pad('0x1'),
      s: pad('0x1'),
      chainId: '0x7a69',
    }))
    return {
      number: numberToHex(n),
      hash: this.blockHash(n),
      parentHash: n === 0 ? pad('0x0') : this.blockHash(n - 1),
      timestamp: numberToHex(1_767_225_600 + n * 60),
      transactions: full ? txs : txs.map((t) => t.hash),
      gasLimit: '0x1c9c380',
      gasUsed: '0x0',
      miner: pad('0x0', { size: 20 }),
      nonce: '0x0000000000000000',
      logsBloom: pad('0x0', { size: 256 }),
      difficulty: '0x0',
      extraData: '0x',
      size: '0x1',
      stateRoot: pad('0x0'),
      receiptsRoot: pad('0x0'),
      transactionsRoot: pad('0x0'),
      sha3Uncles: pad('0x0'),
      uncles: [],
      baseFeePerGas: '0x1',
      mixHash: pad('0x0'),
    }
  }

  private logs(filter: { fromBlock: Hex; toBlock: Hex; address?: Address[] }) {
    const wanted = new Set((filter.address ?? []).map((a) => a.toLowerCase()))
    const out = []
    for (let n = Number(filter.fromBlock); n <= Math.min(Number(filter.toBlock), this.blocks.length - 1); n++) {
      for (const [i, log] of this.blocks[n]!.logs.entries()) {
        if (wanted.size > 0 && !wanted.has(log.address.toLowerCase())) continue
        const topics = [TRANSFER, pad(log.from), pad(log.to)]
        if (log.nft) topics.push(pad(numberToHex(log.amount)))
        out.push({
          address: log.address,
          topics,
          data: log.nft ? '0x' : encodeAbiParameters([{ type: 'uint256' }], [log.amount]),
          blockNumber: numberToHex(n),
          blockHash: this.blockHash(n),
          transactionHash: this.txHash(n, log.tx),
          transactionIndex: numberToHex(log.tx),
          logIndex: numberToHex(i),
          removed: false,
        })
      }
    }
    return out
  }

  private receipt(hash: Hex) {
    for (const [n, block] of this.blocks.entries()) {
      const i = block.txs.findIndex((_, index) => this.txHash(n, index) === hash)
      if (i < 0) continue
      const tx = block.txs[i]!
      return {
        transactionHash: hash,
        transactionIndex: numberToHex(i),
        blockHash: this.blockHash(n),
        blockNumber: numberToHex(n),
        from: tx.from,
        to: tx.to,
        status: tx.failed ? '0x0' : '0x1',
        cumulativeGasUsed: '0x5208',
        gasUsed: '0x5208',
        effectiveGasPrice: '0x1',
        logs: [],
        logsBloom: pad('0x0', { size: 256 }),
        type: '0x0',
        contractAddress: null,
      }
    }
    return null
  }

  private answer(method: string, params: unknown[]): unknown {
    this.calls.push({ method, params })
    switch (method) {
      case 'eth_chainId':
        return '0x7a69'
      case 'eth_blockNumber':
        return numberToHex(this.blocks.length - 1)
      case 'eth_getBlockByNumber':
        return this.block(Number(params[0]), params[1] === true)
      case 'eth_getLogs':
        return this.logs(params[0] as { fromBlock: Hex; toBlock: Hex; address?: Address[] })
      case 'eth_getTransactionReceipt':
        return this.receipt(params[0] as Hex)
      case 'eth_call': {
        const { to, data } = params[0] as { to?: Address; data: Hex }
        if (to?.toLowerCase() === MULTICALL3.toLowerCase()) return this.aggregate3(data)
        // No `to`: viem's deployless ERC-6492 validator, which answers one byte.
        if (to === undefined) return this.contractSignatureValid ? '0x01' : '0x00'
        return '0x'
      }
      default:
        throw new Error(`the fake chain does not answer ${method}`)
    }
  }

  /** Routes fetches of RPC_URL here until the test's mocks are restored; other URLs fail the test. */
  install(): this {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url !== RPC_URL) throw new Error(`unexpected fetch of ${url}`)
      this.posts++
      const body = JSON.parse(String(init?.body ?? (input instanceof Request ? await input.text() : ''))) as unknown
      const one = (call: { id: number; method: string; params?: unknown[] }) => {
        try {
          return { jsonrpc: '2.0', id: call.id, result: this.answer(call.method, call.params ?? []) }
        } catch (error) {
          return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: (error as Error).message } }
        }
      }
      const result = Array.isArray(body) ? body.map(one) : one(body as { id: number; method: string })
      return new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } })
    })
    return this
  }

  /** Calls of one JSON-RPC method so far. */
  count(method: string): number {
    return this.calls.filter((c) => c.method === method).length
  }
}
