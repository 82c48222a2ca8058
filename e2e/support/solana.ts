import type { Page } from '@playwright/test'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { localSigner, SOLANA_USDC } from '../../devnet/src/solana/accounts.js'
import { base58 } from '@scure/base'
import { createPublicKey, verify } from 'node:crypto'
import { pageScript } from './bundle.js'
import type { SolanaTestWalletOptions } from './solana-test-wallet/constants.js'

/** The stack's local Solana cluster, where the specs check balances for themselves. */
export const SOLANA_RPC_URL = `http://127.0.0.1:${process.env.PORTHOLE_SOLANA_PORT ?? '8899'}`
export const solanaRpc = createSolanaRpc(SOLANA_RPC_URL)

/** The Solana test wallet (Wallet Standard, its own ed25519 key) in every page of this test. */
export async function withSolanaTestWallet(page: Page, { label }: Pick<SolanaTestWalletOptions, 'label'> = {}): Promise<void> {
  const options: SolanaTestWalletOptions = { rpcUrl: SOLANA_RPC_URL, ...(label ? { label } : {}) }
  const wallet = await pageScript(new URL('./solana-test-wallet/wallet.ts', import.meta.url))
  await page.addInitScript({ content: `window.__solanaTestWalletOptions = ${JSON.stringify(options)};\n${wallet}` })
}

/** The dapp that knows wallets only through @wallet-standard/app (`window.walletStandardDapp`), in every page of this test. */
export async function withWalletStandardDapp(page: Page): Promise<void> {
  await page.addInitScript({ content: await pageScript(new URL('./wallet-standard-dapp.ts', import.meta.url)) })
}

/** Whether `signature` (base58) is `address`'s ed25519 signature of `message`. */
export function verifySolanaSignature(addressText: string, message: Uint8Array, signature: string): boolean {
  // SPKI of an Ed25519 public key: a fixed header, then the 32 key bytes.
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), base58.decode(addressText)])
  return verify(null, message, createPublicKey({ key: spki, format: 'der', type: 'spki' }), base58.decode(signature))
}

/** An unsigned transfer of `lamports` from `from` (fee payer) to `to` on the latest blockhash: base64 wire bytes for the wallet to sign. */
export async function transferTransaction(from: string, to: string, lamports: bigint): Promise<string> {
  const { value: blockhash } = await solanaRpc.getLatestBlockhash().send()
  const payer = createNoopSigner(address(from))
  return getBase64EncodedWireTransaction(
    compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: payer, destination: address(to), amount: lamports })], m),
      ),
    ),
  )
}

/** The associated token account of `owner` for the USDC-like mint. */
const usdcAccount = async (owner: string) =>
  (await findAssociatedTokenPda({ mint: SOLANA_USDC.mint, owner: address(owner), tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

/** A USDC-like transfer from `from` (fee payer) to `to`, creating `to`'s token account when it has none: unsigned, base64. */
export async function splTransferTransaction(from: string, to: string, amount: bigint): Promise<string> {
  const { value: blockhash } = await solanaRpc.getLatestBlockhash().send()
  const payer = createNoopSigner(address(from))
  const destination = await usdcAccount(to)
  const source = await usdcAccount(from)
  return getBase64EncodedWireTransaction(
    compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: address(to), mint: SOLANA_USDC.mint }),
              getTransferCheckedInstruction({ source, mint: SOLANA_USDC.mint, destination, authority: payer, amount, decimals: SOLANA_USDC.decimals }),
            ],
            m,
          ),
      ),
    ),
  )
}

/** The USDC-like token `owner` holds, in base units (0 without a token account). */
export async function usdcBalance(owner: string): Promise<bigint> {
  const { value } = await solanaRpc
    .getTokenAccountBalance(await usdcAccount(owner), { commitment: 'confirmed' })
    .send()
    .catch(() => ({ value: { amount: '0' } }))
  return BigInt(value.amount)
}

/** Gives `owner` some of the USDC-like token from the seeded `account-0`, and waits for it. */
export async function fundUsdc(owner: string, amount: bigint): Promise<void> {
  const funder = await localSigner('account-0')
  const source = await usdcAccount(funder.address)
  const destination = await usdcAccount(owner)
  const { value: blockhash } = await solanaRpc.getLatestBlockhash().send()
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(funder, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getCreateAssociatedTokenIdempotentInstruction({ payer: funder, ata: destination, owner: address(owner), mint: SOLANA_USDC.mint }),
            getTransferCheckedInstruction({ source, mint: SOLANA_USDC.mint, destination, authority: funder, amount, decimals: SOLANA_USDC.decimals }),
          ],
          m,
        ),
    ),
  )
  const signature = await solanaRpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
  for (let i = 0; i < 50; i++) {
    const status = (await solanaRpc.getSignatureStatuses([signature]).send()).value[0]
    if (status?.confirmationStatus) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`funding ${owner} was not confirmed`)
}

/** Lamports for `owner` from the local cluster's faucet, confirmed. */
export async function airdrop(owner: string, lamports: bigint): Promise<void> {
  const signature = await solanaRpc.requestAirdrop(address(owner), lamports as never).send()
  for (let i = 0; i < 50; i++) {
    if ((await solanaRpc.getSignatureStatuses([signature]).send()).value[0]?.confirmationStatus) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the airdrop to ${owner} was not confirmed`)
}
