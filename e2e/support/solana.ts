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
} from '@solana/kit'
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
