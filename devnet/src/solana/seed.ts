import { lamports, none, some, type Address } from '@solana/kit'
import { AccountState, findAssociatedTokenPda, getMintEncoder, getTokenEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { LAMPORTS_PER_SOL, SEEDED_SOL, SOLANA_ACCOUNTS, SOLANA_LOCALNET, SOLANA_USDC } from './accounts.js'
import type { LocalCluster } from './cluster.js'

const MINT_SIZE = 82n
const TOKEN_ACCOUNT_SIZE = 165n

/** Writes an SPL-owned account straight into the bank, rent-exempt. */
function putTokenProgramAccount(cluster: LocalCluster, address: Address, data: Uint8Array, size: bigint) {
  cluster.svm.setAccount({
    address,
    data,
    executable: false,
    lamports: lamports(cluster.svm.minimumBalanceForRentExemption(size)),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: size,
  })
}

/** The associated token account of `owner` for the local USDC. */
export async function usdcAccountOf(owner: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint: SOLANA_USDC.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  return ata
}

/**
 * Like the EVM seed: every fixed account gets SOL, the USDC-like mint exists
 * with its authority, and accounts #0 and #1 hold USDC in their associated
 * token accounts. A fresh bank every start, so seeding is always complete.
 */
export async function seedCluster(cluster: LocalCluster): Promise<void> {
  for (const account of [...SOLANA_ACCOUNTS, SOLANA_USDC.authority]) cluster.airdrop(account, SEEDED_SOL * LAMPORTS_PER_SOL)
  const supply = SOLANA_USDC.holdings.reduce<bigint>((sum, amount) => sum + amount, 0n)
  const mint = getMintEncoder().encode({
    mintAuthority: some(SOLANA_USDC.authority),
    supply,
    decimals: SOLANA_USDC.decimals,
    isInitialized: true,
    freezeAuthority: none(),
  })
  putTokenProgramAccount(cluster, SOLANA_USDC.mint, new Uint8Array(mint), MINT_SIZE)
  for (const [i, owner] of SOLANA_ACCOUNTS.entries()) {
    const amount = SOLANA_USDC.holdings[i] ?? 0n
    if (amount === 0n) continue
    const token = getTokenEncoder().encode({
      mint: SOLANA_USDC.mint,
      owner,
      amount,
      delegate: none(),
      state: AccountState.Initialized,
      isNative: none(),
      delegatedAmount: 0n,
      closeAuthority: none(),
    })
    putTokenProgramAccount(cluster, await usdcAccountOf(owner), new Uint8Array(token), TOKEN_ACCOUNT_SIZE)
  }
}

/** The worker's CHAIN_TOKENS entry for the local cluster: the seeded mint, so balances list its USDC. */
export function solanaChainTokens() {
  const { mint, name, symbol, decimals } = SOLANA_USDC
  return { [SOLANA_LOCALNET]: [{ kind: 'spl', address: mint, name, symbol, decimals }] }
}
