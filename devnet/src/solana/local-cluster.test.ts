import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getBase64Decoder,
  getCompiledTransactionMessageEncoder,
  compileTransactionMessage,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  assertIsTransactionWithBlockhashLifetime,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Rpc,
  type RpcSubscriptions,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAMPORTS_PER_SOL, localSigner, SEEDED_SOL, SOLANA_ACCOUNTS, SOLANA_USDC } from './accounts.js'
import { LocalCluster } from './cluster.js'
import { serveCluster, type LocalSolanaNode } from './rpc-server.js'
import { seedCluster, usdcAccountOf } from './seed.js'

let node: LocalSolanaNode
let rpc: Rpc<SolanaRpcApi>
let subscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>
let alice: KeyPairSigner

beforeAll(async () => {
  const cluster = new LocalCluster()
  await seedCluster(cluster)
  node = await serveCluster(cluster, { rpcPort: 0, wsPort: 0 })
  rpc = createSolanaRpc(node.rpcUrl)
  subscriptions = createSolanaRpcSubscriptions(node.wsUrl)
  alice = await localSigner('account-0')
})
afterAll(() => node.close())

/** A signed transaction of these instructions paid by `payer`, on the latest blockhash. */
async function signed(payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
    (m) => signTransactionMessageWithSigners(m),
  )
}

/** What the node answers to a raw JSON-RPC body. */
async function raw(body: unknown): Promise<{ result?: unknown; error?: { code: number; message: string; data?: { err?: unknown; logs?: string[] } } }> {
  const response = await fetch(node.rpcUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return response.json() as never
}

describe('the local Solana cluster over JSON-RPC (litesvm)', () => {
  it('says who it is: version, genesis hash, slot, block height, health', async () => {
    expect(await rpc.getVersion().send()).toMatchObject({ 'solana-core': expect.any(String) })
    expect(await rpc.getGenesisHash().send()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const slot = await rpc.getSlot().send()
    expect(await rpc.getBlockHeight().send()).toBe(slot)
    expect(await rpc.getHealth().send()).toBe('ok')
  })

  it('holds the seed: SOL for the fixed accounts, the USDC-like mint and its balances', async () => {
    expect(alice.address).toBe(SOLANA_ACCOUNTS[0])
    expect((await rpc.getBalance(SOLANA_ACCOUNTS[1]).send()).value).toBe(SEEDED_SOL * LAMPORTS_PER_SOL)
    const mint = await rpc.getAccountInfo(SOLANA_USDC.mint, { encoding: 'jsonParsed' }).send()
    expect(mint.value?.data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6, mintAuthority: SOLANA_USDC.authority } } })
    const owned = await rpc.getTokenAccountsByOwner(SOLANA_ACCOUNTS[1], { mint: SOLANA_USDC.mint }, { encoding: 'jsonParsed' }).send()
    expect(owned.value).toHaveLength(1)
    expect(owned.value[0]!.pubkey).toBe(await usdcAccountOf(SOLANA_ACCOUNTS[1]))
    expect(owned.value[0]!.account.data).toMatchObject({
      parsed: { info: { owner: SOLANA_ACCOUNTS[1], tokenAmount: { amount: '250000000', decimals: 6, uiAmountString: '250' } } },
    })
    const byProgram = await rpc.getTokenAccountsByOwner(SOLANA_ACCOUNTS[0], { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' }).send()
    expect(byProgram.value[0]!.account.data[1]).toBe('base64')
    const balance = await rpc.getTokenAccountBalance(await usdcAccountOf(SOLANA_ACCOUNTS[0])).send()
    expect(balance.value).toMatchObject({ amount: '1000000000', uiAmountString: '1000' })
  })

  it('reads several accounts at once, a missing one as null, in base64 and base58', async () => {
    const nobody = (await generateKeyPairSigner()).address
    const { value } = await rpc.getMultipleAccounts([SOLANA_ACCOUNTS[0], nobody], { encoding: 'base64' }).send()
    expect(value[0]).toMatchObject({ lamports: expect.any(BigInt), owner: '11111111111111111111111111111111', data: ['', 'base64'] })
    expect(value[1]).toBeNull()
    const single = await rpc.getAccountInfo(SOLANA_USDC.mint, { encoding: 'base58' }).send()
    expect(single.value?.data[1]).toBe('base58')
  })

  it('sends SOL, confirmed through signatureSubscribe; statuses and the address list show it', async () => {
    const bob = (await generateKeyPairSigner()).address
    const transaction = await signed(alice, [getTransferSolInstruction({ source: alice, destination: bob, amount: LAMPORTS_PER_SOL / 2n })])
    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subscriptions })
    assertIsTransactionWithBlockhashLifetime(transaction)
    await sendAndConfirm(transaction, { commitment: 'confirmed' })
    expect((await rpc.getBalance(bob).send()).value).toBe(LAMPORTS_PER_SOL / 2n)
    const signature = getSignatureFromTransaction(transaction)
    // Another last character makes a signature nobody sent (one that ends in 'x' gets a 'y').
    const unknown = signature.replace(/.$/, (last) => (last === 'x' ? 'y' : 'x'))
    const { value } = await rpc.getSignatureStatuses([signature, unknown as never]).send()
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(value[1]).toBeNull()
    const listed = await rpc.getSignaturesForAddress(bob).send()
    expect(listed.map((s) => s.signature)).toEqual([signature])
  })

  it('sends USDC to a receiver without a token account: its associated account is created, the exact amount arrives', async () => {
    const carol = (await generateKeyPairSigner()).address
    const carolAta = await usdcAccountOf(carol)
    const instructions = [
      getCreateAssociatedTokenIdempotentInstruction({ payer: alice, owner: carol, mint: SOLANA_USDC.mint, ata: carolAta }),
      getTransferCheckedInstruction({
        source: await usdcAccountOf(alice.address),
        mint: SOLANA_USDC.mint,
        destination: carolAta,
        authority: alice,
        amount: 1_250_000n,
        decimals: 6,
      }),
    ]
    const transaction = await signed(alice, instructions)
    const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    expect((await rpc.getTokenAccountBalance(carolAta).send()).value.amount).toBe('1250000')
  })

  it('refuses a failing transaction as a validator does: -32002 with the error and logs; simulation reports it', async () => {
    const poor = await generateKeyPairSigner()
    await rpc.requestAirdrop(poor.address, lamports(LAMPORTS_PER_SOL / 100n)).send()
    const transaction = await signed(poor, [getTransferSolInstruction({ source: poor, destination: alice.address, amount: LAMPORTS_PER_SOL })])
    const wire = getBase64EncodedWireTransaction(transaction)
    const refused = await raw({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [wire, { encoding: 'base64' }] })
    expect(refused.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: { err: { InstructionError: [0, { Custom: 1 }] } },
    })
    expect(refused.error?.data?.logs?.join('\n')).toContain('insufficient lamports')
    const simulated = await raw({ jsonrpc: '2.0', id: 1, method: 'simulateTransaction', params: [wire, { encoding: 'base64' }] })
    expect(simulated.result).toMatchObject({ value: { err: { InstructionError: [0, { Custom: 1 }] } } })
    const again = await raw({ jsonrpc: '2.0', id: 2, method: 'sendTransaction', params: [wire.slice(0, -8), { encoding: 'base64' }] })
    expect(again.error?.code).toBe(-32602)
  })

  it('simulates an unsigned transaction with a replaced blockhash, and prices a message', async () => {
    const bob = (await generateKeyPairSigner()).address
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(alice, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: '11111111111111111111111111111111' as never, lastValidBlockHeight: 0n }, m),
      (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: alice, destination: bob, amount: LAMPORTS_PER_SOL })], m),
    )
    const simulated = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(compileTransaction(message)), { encoding: 'base64', replaceRecentBlockhash: true, sigVerify: false })
      .send()
    expect(
      simulated.value,
      JSON.stringify(simulated.value, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    ).toMatchObject({ err: null, unitsConsumed: expect.any(BigInt), replacementBlockhash: { blockhash: expect.any(String) } })

    const { value: latest } = await rpc.getLatestBlockhash().send()
    const priced = setTransactionMessageLifetimeUsingBlockhash(latest, message)
    const bytes = getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(priced))
    const fee = await rpc.getFeeForMessage(getBase64Decoder().decode(bytes) as never).send()
    expect(fee.value).toBe(5_000n)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
  })

  it("answers the worker's balance read in one batch: getBalance, and getTokenAccountsByOwner per token program in jsonParsed", async () => {
    const owner = SOLANA_ACCOUNTS[1]
    const byProgram = (id: number, programId: string) => ({
      jsonrpc: '2.0',
      id,
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    })
    const batch = (await raw([
      { jsonrpc: '2.0', id: 0, method: 'getBalance', params: [owner, { commitment: 'confirmed' }] },
      byProgram(1, TOKEN_PROGRAM_ADDRESS),
      byProgram(2, 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
    ])) as unknown as { id: number; result: { value: unknown } }[]
    expect(batch.map((r) => r.id)).toEqual([0, 1, 2])
    expect(batch[0]!.result.value).toBe(Number(SEEDED_SOL * LAMPORTS_PER_SOL))
    expect(batch[1]!.result.value).toEqual([
      expect.objectContaining({
        account: expect.objectContaining({
          data: expect.objectContaining({
            parsed: expect.objectContaining({
              info: expect.objectContaining({ mint: SOLANA_USDC.mint, tokenAmount: expect.objectContaining({ amount: '250000000' }) }),
            }),
          }),
        }),
      }),
    ])
    // Token-2022 holds nothing here, as a validator answers for an owner without such accounts.
    expect(batch[2]!.result.value).toEqual([])
  })

  it("answers unknown methods and bad params with a validator's codes, and takes batches", async () => {
    expect((await raw({ jsonrpc: '2.0', id: 1, method: 'getNothing' })).error).toEqual({ code: -32601, message: 'Method not found' })
    expect((await raw({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-an-address'] })).error?.code).toBe(-32602)
    const batch = (await raw([
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'getBalance', params: [SOLANA_ACCOUNTS[2] as Address] },
    ])) as unknown as { id: number; result: unknown }[]
    expect(batch.map((r) => r.id)).toEqual([1, 2])
  })
})
