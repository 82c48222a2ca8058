import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/**
 * Requests of the partly supported chain families (bip122, polkadot,
 * cosmos) across the channel, in WalletConnect's JSON-RPC shapes for each
 * namespace, so a page wallet and a WalletConnect peer answer the same
 * request the same way. Only the families' own code (lazily loaded in the
 * frame, the page channel in the loader) reads this module.
 */

export const Bip122Methods = {
  getAccountAddresses: 'getAccountAddresses',
  signMessage: 'signMessage',
  signPsbt: 'signPsbt',
  sendTransfer: 'sendTransfer',
} as const
export const PolkadotMethods = {
  requestAccounts: 'polkadot_requestAccounts',
  signMessage: 'polkadot_signMessage',
  signTransaction: 'polkadot_signTransaction',
} as const
export const CosmosMethods = {
  getAccounts: 'cosmos_getAccounts',
  requestAccounts: 'cosmos_requestAccounts',
  signAmino: 'cosmos_signAmino',
  signDirect: 'cosmos_signDirect',
  signArbitrary: 'cosmos_signArbitrary',
} as const

/** Addresses are bech32/base58/SS58 text: bounded, printable, no spaces. */
const address = lazy(() => z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[0-9A-Za-z:._-]+$/)))
const base64 = lazy(() => z.string().check(z.maxLength(400_000), z.regex(/^[A-Za-z0-9+/]*={0,2}$/)))
const hex = lazy(() => z.string().check(z.maxLength(400_000), z.regex(/^0x(?:[0-9a-fA-F]{2})*$/)))
/** A message a person reads before signing: text, at most 64 KB. */
const text = lazy(() => z.string().check(z.minLength(1), z.maxLength(65_536)))

/** A Bitcoin wallet's addresses serve a purpose; 'payment' is the preferred (active) one. */
export const BitcoinPurposes = ['payment', 'ordinal', 'stx'] as const

/**
 * One account of a family's wallet, the active one first: the address, and
 * what the family shares besides (a Bitcoin address's purpose, a public key
 * as hex or base64, a Cosmos key's algorithm, a Polkadot account's name).
 */
export const familyAccount = lazy(() =>
  z.object({
    address: address(),
    publicKey: z.optional(z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9+/=]*$/))),
    purpose: z.optional(z.enum(BitcoinPurposes)),
    algo: z.optional(z.string().check(z.maxLength(32))),
    name: z.optional(z.string().check(z.maxLength(64))),
  }),
)
export type FamilyAccount = z.infer<ReturnType<typeof familyAccount>>
export const familyAccounts = lazy(() => z.array(familyAccount()).check(z.maxLength(16)))

/** WalletConnect bip122 params (send transfer, sign message, sign psbt, account addresses). */
export const bip122Params = {
  getAccountAddresses: lazy(() =>
    z.optional(z.object({ account: z.optional(address()), intentions: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(4))) })),
  ),
  signMessage: lazy(() => z.object({ account: address(), message: text(), address: z.optional(address()), protocol: z.optional(z.enum(['ecdsa', 'bip322'])) })),
  signPsbt: lazy(() =>
    z.object({
      account: address(),
      psbt: base64().check(z.minLength(8)),
      signInputs: z
        .array(
          z.object({
            address: address(),
            index: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)),
            sighashTypes: z.optional(z.array(z.number().check(z.int())).check(z.maxLength(8))),
          }),
        )
        .check(z.maxLength(256)),
      broadcast: z.optional(z.boolean()),
    }),
  ),
  sendTransfer: lazy(() =>
    z.object({
      account: address(),
      recipientAddress: address(),
      amount: z.string().check(z.regex(/^[1-9][0-9]{0,15}$/)),
      memo: z.optional(z.string().check(z.maxLength(80))),
    }),
  ),
}
export const bip122Results = {
  /** The message's signature, base64 (BIP-137 legacy or BIP-322, as the wallet signs). */
  signMessage: lazy(() =>
    z.object({ address: address(), signature: base64().check(z.minLength(8)), messageHash: z.optional(z.string().check(z.maxLength(128))) }),
  ),
  signPsbt: lazy(() => z.object({ psbt: base64().check(z.minLength(8)), txid: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))) })),
  sendTransfer: lazy(() => z.object({ txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)) })),
}

/** WalletConnect's `polkadot_signMessage`: the SS58 address and the message (text, or hex bytes as wallets take it). */
export const polkadotParams = {
  signMessage: lazy(() => z.object({ address: address(), message: text() })),
  /** The extrinsic payload as polkadot.js's SignerPayloadJSON (hex fields): the wallet reads it. */
  signTransaction: lazy(() => z.object({ address: address(), transactionPayload: z.record(z.string(), z.unknown()) })),
}
export const polkadotResults = {
  accounts: lazy(() => z.array(familyAccount()).check(z.maxLength(16))),
  /** The signature of `<Bytes>message</Bytes>`, hex, with its type byte for sr25519/ed25519/ecdsa keys. */
  signMessage: lazy(() => z.object({ signature: hex().check(z.minLength(130), z.maxLength(134)) })),
  signTransaction: lazy(() => z.object({ signature: hex().check(z.minLength(130), z.maxLength(134)) })),
}

/** ADR-036's fixed amino document: an offchain message signed by `signer`, base64 `data`, no fee, no chain. */
export type Adr36SignDoc = {
  chain_id: ''
  account_number: '0'
  sequence: '0'
  fee: { gas: '0'; amount: [] }
  msgs: [{ type: 'sign/MsgSignData'; value: { signer: string; data: string } }]
  memo: ''
}

const stdSignature = lazy(() =>
  z.object({
    pub_key: z.object({ type: z.string().check(z.maxLength(64)), value: base64().check(z.minLength(1), z.maxLength(100)) }),
    signature: base64().check(z.minLength(1), z.maxLength(200)),
  }),
)

export const cosmosParams = {
  /** Keplr's signArbitrary (ADR-036): `data` is the text signed; the chain is the request's. */
  signArbitrary: lazy(() => z.object({ signerAddress: address(), data: text() })),
  signAmino: lazy(() => z.object({ signerAddress: address(), signDoc: z.record(z.string(), z.unknown()) })),
  /** WalletConnect's signDirect: `signDoc` with base64 bodyBytes and authInfoBytes. */
  signDirect: lazy(() =>
    z.object({
      signerAddress: address(),
      signDoc: z.object({
        chainId: z.string().check(z.maxLength(64)),
        accountNumber: z.string().check(z.regex(/^[0-9]{1,20}$/)),
        bodyBytes: base64(),
        authInfoBytes: base64(),
      }),
    }),
  ),
}
export const cosmosResults = {
  /** `cosmos_getAccounts` / `cosmos_requestAccounts`, as WalletConnect's cosmos namespace answers them. */
  accounts: lazy(() =>
    z
      .array(
        z.object({ address: address(), algo: z.string().check(z.maxLength(32)), pubkey: z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9+/=]*$/)) }),
      )
      .check(z.maxLength(16)),
  ),
  signArbitrary: stdSignature,
  signAmino: lazy(() => z.object({ signature: stdSignature(), signed: z.record(z.string(), z.unknown()) })),
  signDirect: lazy(() => z.object({ signature: stdSignature(), signed: z.record(z.string(), z.unknown()) })),
}

/** The ADR-036 amino document that a Keplr-compatible wallet signs for `signArbitrary(chainId, signer, data)`. */
export function adr36SignDoc(signer: string, dataBase64: string): Adr36SignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: dataBase64 } }],
    memo: '',
  }
}
