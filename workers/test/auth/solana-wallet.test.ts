import { AuthMessages, AuthPaths, ErrorCodes, sessionUser, SolanaMessages } from '@porthole/protocol'
import { base58, base64 } from '@scure/base'
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getAddressDecoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  compileTransactionMessage,
  type Address,
  type Instruction,
  type SignatureBytes,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { findAccountByIdentity } from '../../src/auth/accounts.js'
import { signIn } from '../../src/auth/sign-in.js'
import { call } from '../support.js'
import { deviceId, emailLogin, post } from './support.js'

/**
 * The embedded wallet's Solana key and `POST /auth/wallet/solana`. Signed
 * transactions go to the local stack's cluster (litesvm, served by
 * vitest.config.ts), which checks every signature as a validator does.
 */

const SOL = 1_000_000_000n
const rpc = createSolanaRpc(env.TEST_SOLANA_RPC_URL)
/** As `npm start` runs the worker: the local cluster in RPC_URLS, and 100 SOL for each new account. */
const localStack = { ...env, RPC_URLS: JSON.stringify({ 'solana:localnet': env.TEST_SOLANA_RPC_URL }), DEV_FUND_LAMPORTS: String(100n * SOL) }

const solana = (token: string | undefined, body: unknown) => post(AuthPaths.solanaRequest, body, token)
const signMessage = (token: string, message: Uint8Array, pubkey: string) =>
  solana(token, { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey } })
const signTransaction = (token: string, transaction: string, pubkey?: string) =>
  solana(token, { method: 'solana_signTransaction', params: { transaction, pubkey } })

/** WebCrypto's own Ed25519 check of a signature against the base58 address (the public key). */
async function verifies(address: string, signature: string, message: Uint8Array): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(base58.decode(address)), { name: 'Ed25519' }, false, ['verify'])
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(base58.decode(signature)), new Uint8Array(message))
}

/** An unsigned wire transaction (base64) paid by `feePayer`, on the cluster's latest blockhash. */
async function wireTransaction(feePayer: Address, instructions: Instruction[]) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return compileTransaction(message)
}

/** A fresh address nobody holds the key of: a transfer's receiver. */
const freshAddress = () => getAddressDecoder().decode(crypto.getRandomValues(new Uint8Array(32)))

/**
 * A key pair of the test's own, by WebCrypto: kit's key helpers refuse to run
 * here (its browser build asks for a secure context, which workerd does not declare).
 */
async function ownKeyPair() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair
  const address = getAddressDecoder().decode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))
  const sign = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, bytes)) as SignatureBytes
  return { address, sign }
}

const transfer = (source: TransactionSigner, destination: Address, amount: bigint) =>
  getTransferSolInstruction({ source, destination, amount: lamports(amount) })

const balanceOf = async (address: Address) => (await rpc.getBalance(address).send()).value

async function refusal(response: Response) {
  expect(response.status).toBe(400)
  return (await response.json()) as { error: string; code: number }
}

describe('the Solana key of an embedded account', () => {
  it('is made at first sign-in: the same identity gets the same address, and the session answers it', async () => {
    const device = deviceId()
    const first = await emailLogin('solana-same@example.com', device)
    expect(first.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(base58.decode(first.solanaAddress)).toHaveLength(32)
    const second = await emailLogin('solana-same@example.com', device)
    expect(second.solanaAddress).toBe(first.solanaAddress)
    expect((await emailLogin('solana-other@example.com')).solanaAddress).not.toBe(first.solanaAddress)
    const session = sessionUser().parse(await (await call(AuthPaths.session, { headers: { Authorization: `Bearer ${first.token}` } })).json())
    expect(session).toMatchObject({ address: first.address, solanaAddress: first.solanaAddress })
  })

  it('is stored sealed under the current KEK version, never in the clear', async () => {
    const { solanaAddress } = await signIn(env, { provider: 'google', subject: 'solana-sealed' })
    const row = await env.DB.prepare('SELECT solana_address, solana_encrypted_key, solana_kek_version FROM accounts WHERE provider = ? AND subject = ?')
      .bind('google', 'solana-sealed')
      .first<{ solana_address: string; solana_encrypted_key: string; solana_kek_version: number }>()
    // iv + the PKCS #8 private key (48 bytes) + the AES-GCM tag.
    expect(row).toMatchObject({ solana_address: solanaAddress, solana_kek_version: 1 })
    expect(row!.solana_encrypted_key).toHaveLength(2 + 2 * (12 + 48 + 16))
  })

  it('is made on the next session check for an account from before Solana, once, however many ask at once', async () => {
    const { token, address } = await signIn(env, { provider: 'github', subject: 'solana-lazy' })
    const account = await findAccountByIdentity(env, 'github', 'solana-lazy')
    await env.DB.prepare('UPDATE accounts SET solana_address = NULL, solana_encrypted_key = NULL, solana_kek_version = NULL WHERE id = ?')
      .bind(account!.id)
      .run()
    const sessions = await Promise.all(
      [1, 2, 3].map(async () => sessionUser().parse(await (await call(AuthPaths.session, { headers: { Authorization: `Bearer ${token}` } })).json())),
    )
    const [created] = sessions.map((s) => s.solanaAddress)
    expect(sessions.every((s) => s.solanaAddress === created && s.address === address)).toBe(true)
    expect((await findAccountByIdentity(env, 'github', 'solana-lazy'))!.solana?.address).toBe(created)
    expect((await signIn(env, { provider: 'github', subject: 'solana-lazy' })).solanaAddress).toBe(created)
  })

  it('gets 100 SOL on the local stack at first sign-in', async () => {
    const { solanaAddress } = await signIn(localStack, { provider: 'email', subject: 'solana-funded@example.com' })
    expect(await balanceOf(solanaAddress as Address)).toBe(100n * SOL)
    // Not again at the next sign-in.
    await signIn(localStack, { provider: 'email', subject: 'solana-funded@example.com' })
    expect(await balanceOf(solanaAddress as Address)).toBe(100n * SOL)
  })
})

describe('POST /auth/wallet/solana', () => {
  it('solana_signMessage: an ed25519 signature of the bytes that WebCrypto verifies against the address', async () => {
    const { token, solanaAddress } = await emailLogin('solana-message@example.com')
    const message = new TextEncoder().encode('Sign in to Porthole')
    const response = await signMessage(token, message, solanaAddress)
    expect(response.status).toBe(200)
    const { signature } = (await response.json()) as { signature: string }
    expect(base58.decode(signature)).toHaveLength(64)
    expect(await verifies(solanaAddress, signature, message)).toBe(true)
    expect(await verifies(solanaAddress, signature, new TextEncoder().encode('Sign in to Porthole!'))).toBe(false)
  })

  it('solana_signTransaction: the cluster accepts the signed transfer, with the exact amount', async () => {
    const { token, solanaAddress } = await signIn(localStack, { provider: 'email', subject: 'solana-send@example.com' })
    const sender = solanaAddress as Address
    const receiver = freshAddress()
    const unsigned = await wireTransaction(sender, [transfer(createNoopSigner(sender), receiver, SOL / 2n)])
    const response = await signTransaction(token, getBase64EncodedWireTransaction(unsigned), sender)
    expect(response.status).toBe(200)
    const signed = (await response.json()) as { signature: string; transaction: string }
    expect(await verifies(sender, signed.signature, new Uint8Array(unsigned.messageBytes))).toBe(true)
    const sent = await rpc.sendTransaction(signed.transaction as never, { encoding: 'base64' }).send()
    expect(sent).toBe(signed.signature)
    expect(await balanceOf(receiver)).toBe(SOL / 2n)
  })

  it("keeps another signer's signature and fills only its own slot (legacy transaction, pubkey left out)", async () => {
    const { token, solanaAddress } = await signIn(localStack, { provider: 'email', subject: 'solana-cosign@example.com' })
    const payer = await ownKeyPair()
    await rpc.requestAirdrop(payer.address, lamports(SOL)).send()
    const receiver = freshAddress()
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayer(payer.address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions([transfer(createNoopSigner(solanaAddress as Address), receiver, 1_234_567n)], m),
    )
    const unsigned = compileTransaction(message)
    const payerSigned = { ...unsigned, signatures: { ...unsigned.signatures, [payer.address]: await payer.sign(new Uint8Array(unsigned.messageBytes)) } }
    const response = await signTransaction(token, getBase64EncodedWireTransaction(payerSigned))
    const signed = (await response.json()) as { signature: string; transaction: string }
    expect(response.status).toBe(200)
    await rpc.sendTransaction(signed.transaction as never, { encoding: 'base64' }).send()
    expect(await balanceOf(receiver)).toBe(1_234_567n)
  })

  it('does not sign for another account', async () => {
    const owner = await emailLogin('solana-owner@example.com')
    const other = await emailLogin('solana-intruder@example.com')
    expect(await refusal(await signMessage(other.token, new Uint8Array([1, 2, 3]), owner.solanaAddress))).toEqual({
      error: 'The requested account is not the connected one',
      code: ErrorCodes.unauthorized,
    })
    const unsigned = getBase64EncodedWireTransaction(
      await wireTransaction(owner.solanaAddress as Address, [transfer(createNoopSigner(owner.solanaAddress as Address), other.solanaAddress as Address, 1n)]),
    )
    expect(await refusal(await signTransaction(other.token, unsigned, owner.solanaAddress))).toMatchObject({ code: ErrorCodes.unauthorized })
    expect(await refusal(await signTransaction(other.token, unsigned))).toEqual({ error: SolanaMessages.notSigner, code: ErrorCodes.unauthorized })
  })

  it('refuses what does not decode, and a "message" that is a transaction', async () => {
    const { token, solanaAddress } = await emailLogin('solana-garbage@example.com')
    const wire = base64.decode(
      getBase64EncodedWireTransaction(
        await wireTransaction(solanaAddress as Address, [transfer(createNoopSigner(solanaAddress as Address), solanaAddress as Address, 1n)]),
      ),
    )
    const undecodable = [base64.encode(new Uint8Array(64).fill(7)), base64.encode(wire.slice(0, -3)), base64.encode(new Uint8Array([...wire, 0]))]
    for (const transaction of undecodable) {
      expect(await refusal(await signTransaction(token, transaction))).toEqual({ error: SolanaMessages.undecodable, code: ErrorCodes.invalidParams })
    }
    // Params that fail the schema get the rule of the method.
    expect(await refusal(await solana(token, { method: 'solana_signMessage', params: { message: '0OIl', pubkey: solanaAddress } }))).toEqual({
      error: SolanaMessages.signMessage,
      code: ErrorCodes.invalidParams,
    })
    expect(await refusal(await solana(token, { method: 'solana_signTransaction', params: {} }))).toEqual({
      error: SolanaMessages.signTransaction,
      code: ErrorCodes.invalidParams,
    })
    // The bytes of a transaction's message, offered as a message to sign: its signature would sign the transaction.
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const messageBytes = getCompiledTransactionMessageEncoder().encode(
      compileTransactionMessage(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayer(solanaAddress as Address, m),
          (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        ),
      ),
    )
    expect(await refusal(await signMessage(token, new Uint8Array(messageBytes), solanaAddress))).toMatchObject({
      code: ErrorCodes.invalidParams,
      error: expect.stringContaining('is a transaction'),
    })
    expect((await solana(token, { method: 'solana_signAndSendTransaction', params: {} })).status).toBe(400)
  })

  it("answers 401 'Session Expired' without a live session", async () => {
    const body = { method: 'solana_signMessage', params: { message: base58.encode(new Uint8Array([1])), pubkey: '11111111111111111111111111111111' } }
    for (const token of [undefined, `ph_${'0'.repeat(48)}`]) {
      const response = await solana(token, body)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: AuthMessages.sessionExpired, code: ErrorCodes.unauthorized })
    }
  })
})
