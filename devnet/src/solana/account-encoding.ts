import { getBase58Decoder, getBase64Decoder, type EncodedAccount, type MaybeEncodedAccount } from '@solana/kit'
import { AccountState, getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { LocalCluster } from './cluster.js'

export const Encodings = ['base58', 'base64', 'jsonParsed'] as const
export type Encoding = (typeof Encodings)[number]

/** What a validator writes for accounts that can never owe rent: u64::MAX. */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n

/** A token amount as spl-token's jsonParsed shows it. */
export function tokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const uiAmountString = decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`.replace(/\.?0+$/, '')
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** spl-token's jsonParsed view of a mint or token account; undefined for other data. */
function parsedTokenData(cluster: LocalCluster, account: EncodedAccount): object | undefined {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
  if (account.data.length === 82) {
    const mint = getMintDecoder().decode(account.data)
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
      supply: mint.supply.toString(),
    }
    return { program: 'spl-token', parsed: { info, type: 'mint' }, space: 82 }
  }
  if (account.data.length !== 165) return undefined
  const token = getTokenDecoder().decode(account.data)
  const mint = cluster.svm.getAccount(token.mint)
  const decimals = mint.exists ? getMintDecoder().decode(mint.data).decimals : 0
  const state = token.state === AccountState.Frozen ? 'frozen' : token.state === AccountState.Initialized ? 'initialized' : 'uninitialized'
  const info = { isNative: token.isNative.__option === 'Some', mint: token.mint, owner: token.owner, state, tokenAmount: tokenAmount(token.amount, decimals) }
  return { program: 'spl-token', parsed: { info, type: 'account' }, space: 165 }
}

/** An account as getAccountInfo answers it, or null for none. */
export function rpcAccount(cluster: LocalCluster, account: EncodedAccount | MaybeEncodedAccount, encoding: Encoding) {
  if ('exists' in account && !account.exists) return null
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: BigInt(account.data.length),
  }
  const parsed = encoding === 'jsonParsed' ? parsedTokenData(cluster, account) : undefined
  if (parsed) return { ...base, data: parsed }
  // jsonParsed falls back to base64 for data it cannot parse, as a validator does.
  if (encoding === 'base58') return { ...base, data: [getBase58Decoder().decode(account.data), 'base58'] }
  return { ...base, data: [getBase64Decoder().decode(account.data), 'base64'] }
}
