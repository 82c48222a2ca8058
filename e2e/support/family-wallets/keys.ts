/**
 * The Node half of the family test wallets: real keys and the families' own
 * signing libraries (@scure/btc-signer and bip322-js for Bitcoin,
 * @polkadot/keyring for polkadot, @cosmjs/amino for cosmos). The page half
 * (page.ts) is the injected wallet a dapp sees; it asks this half to sign.
 */
import { Secp256k1Wallet, serializeSignDoc, type StdSignature } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { Keyring } from '@polkadot/keyring'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { hex } from '@scure/base'
import { p2wpkh, SigHash, Transaction, WIF, OutScript } from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { Signer, Verifier } from 'bip322-js'
import { createHash } from 'node:crypto'
import { adr36SignDoc } from '../../../protocol/src/family-requests.js'
import type { FamilyWalletCall } from './constants.js'

const seed = (label: string) => new Uint8Array(createHash('sha256').update(`porthole-${label}`).digest())

const bitcoinKey = seed('bitcoin-test-wallet')
const bitcoinPublicKey = secp256k1.getPublicKey(bitcoinKey, true)
const bitcoinPayment = p2wpkh(bitcoinPublicKey)

export const BITCOIN_TEST_ACCOUNT = { address: bitcoinPayment.address!, publicKey: hex.encode(bitcoinPublicKey) }

/** BIP-322 "simple" check of a base64 signature, with the library the wallets of the family use. */
export const verifyBitcoinMessage = (address: string, message: string, signature: string) => Verifier.verifySignature(address, message, signature)

/** An unsigned PSBT spending a made-up 100 000 sat output of the test wallet's payment address: base64, as signPsbt takes it. */
export function unsignedPsbt(): string {
  const tx = new Transaction()
  tx.addInput({ txid: seed('bitcoin-test-utxo'), index: 0, witnessUtxo: { script: bitcoinPayment.script, amount: 100_000n } })
  tx.addOutputAddress(bitcoinPayment.address!, 90_000n)
  return Buffer.from(tx.toPSBT()).toString('base64')
}

/** Whether input 0 of the signed PSBT carries the test wallet's valid SIGHASH_ALL signature over the segwit v0 sighash. */
export function psbtSignedByTestWallet(psbtBase64: string): boolean {
  const tx = Transaction.fromPSBT(Buffer.from(psbtBase64, 'base64'))
  const partial = tx.getInput(0).partialSig?.find(([key]) => hex.encode(key) === BITCOIN_TEST_ACCOUNT.publicKey)
  if (!partial) return false
  const der = partial[1]
  if (der.at(-1) !== SigHash.ALL) return false
  // BIP-143: the script code of a P2WPKH spend is the P2PKH script of its key hash.
  const scriptCode = OutScript.encode({ type: 'pkh', hash: bitcoinPayment.hash })
  const digest = tx.preimageWitnessV0(0, scriptCode, SigHash.ALL, 100_000n)
  return secp256k1.verify(der.subarray(0, -1), digest, bitcoinPublicKey, { prehash: false, format: 'der' })
}

const keyring = (async () => {
  await cryptoWaitReady()
  return new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromSeed(seed('polkadot-test-wallet'))
})()

/** The polkadot extension's sr25519 pair's address, SS58 (Polkadot's prefix 0). */
export const polkadotTestAddress = async () => (await keyring).address

/** Whether `signature` is the test key's signature of the message as extensions sign it (wrapped in <Bytes>…</Bytes>). */
export async function verifyPolkadotMessage(address: string, message: string, signature: string): Promise<boolean> {
  await cryptoWaitReady()
  return signatureVerify(u8aWrapBytes(message), signature, address).isValid
}

const cosmosWallet = Secp256k1Wallet.fromKey(seed('cosmos-test-wallet'), 'cosmos')

export const cosmosTestAccount = async () => (await (await cosmosWallet).getAccounts())[0]!

/** ADR-036: whether `signature` is the signer's key's signature of the amino document wrapping `data`. */
export async function verifyCosmosArbitrary(signer: string, data: string, signature: StdSignature): Promise<boolean> {
  const doc = adr36SignDoc(signer, Buffer.from(data).toString('base64'))
  const digest = sha256(serializeSignDoc(doc))
  const pubkey = Buffer.from(signature.pub_key.value, 'base64')
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(Buffer.from(signature.signature, 'base64')), digest, pubkey)
}

/** Answers the page half. */
export async function answerFamilyWallet(call: FamilyWalletCall): Promise<unknown> {
  switch (call.kind) {
    case 'bitcoin:account':
      return BITCOIN_TEST_ACCOUNT
    case 'bitcoin:signMessage':
      return Signer.sign(WIF().encode(bitcoinKey), BITCOIN_TEST_ACCOUNT.address, call.message)
    case 'bitcoin:signPsbt': {
      const tx = Transaction.fromPSBT(Buffer.from(call.psbt, 'base64'))
      for (const index of call.indexes) tx.signIdx(bitcoinKey, index)
      return Buffer.from(tx.toPSBT()).toString('base64')
    }
    case 'polkadot:account':
      return { address: await polkadotTestAddress(), name: 'Test account' }
    case 'polkadot:signRaw':
      return u8aToHex((await keyring).sign(u8aWrapBytes(hexToU8a(call.data))))
    case 'cosmos:account': {
      const account = await cosmosTestAccount()
      return { address: account.address, pubkey: Buffer.from(account.pubkey).toString('base64'), algo: account.algo }
    }
    case 'cosmos:signArbitrary': {
      const doc = adr36SignDoc(call.signer, Buffer.from(call.data).toString('base64'))
      return (await (await cosmosWallet).signAmino(call.signer, doc)).signature
    }
  }
}

export const POLKADOT_MAINNET = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
export const COSMOS_HUB = 'cosmos:cosmoshub-4'

/**
 * A WalletConnect wallet's answers for its polkadot and cosmos namespaces, in WalletConnect's
 * shapes: polkadot_signMessage signs the message wrapped in <Bytes>…</Bytes>, as extensions do;
 * cosmos_signAmino signs the amino document it is given (ADR-036 for arbitrary data). Undefined
 * for a method of neither.
 */
export async function answerWcFamilyRequest(method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'polkadot_signMessage': {
      const { message } = params as { message: string }
      return { signature: u8aToHex((await keyring).sign(u8aWrapBytes(message))) }
    }
    case 'cosmos_getAccounts': {
      const { address, pubkey, algo } = await cosmosTestAccount()
      return [{ address, algo, pubkey: Buffer.from(pubkey).toString('base64') }]
    }
    case 'cosmos_signAmino': {
      const { signerAddress, signDoc } = params as { signerAddress: string; signDoc: Parameters<Secp256k1Wallet['signAmino']>[1] }
      return (await cosmosWallet).signAmino(signerAddress, signDoc)
    }
  }
  return undefined
}
