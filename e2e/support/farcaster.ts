import { createWalletClient } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { FARCASTER } from '../../devnet/src/seed/addresses.js'
import { WORKER_ORIGIN } from './widget.js'

export type FarcasterUser = (typeof FARCASTER.users)[number]
export const [ALICE, BOB] = FARCASTER.users

/**
 * A Farcaster client (what Warpcast is to a visitor) holding the seeded users'
 * custody keys: it opens the channel URL the widget shows, builds the SIWF
 * message with @farcaster/auth-client, signs it and posts it to the channel's
 * authenticate route on the worker's relay. `signer` signs instead of the
 * user's custody key, and `fid` claims another FID, for the refusals.
 */
export async function signInWithFarcaster(
  url: string,
  user: FarcasterUser,
  { signer = user.custody.privateKey, fid = user.fid }: { signer?: `0x${string}`; fid?: number } = {},
): Promise<void> {
  const client = createWalletClient({
    relay: WORKER_ORIGIN,
    ethereum: { getFid: async () => 0n, isValidAuthAddress: async () => false, publicClient: undefined as never },
  })
  const { channelToken } = client.parseSignInURI({ uri: url })
  const params = new URL(url).searchParams
  const account = privateKeyToAccount(signer)
  const built = client.buildSignInMessage({
    fid,
    address: account.address,
    nonce: params.get('nonce')!,
    domain: params.get('domain')!,
    uri: params.get('siweUri')!,
  })
  if (built.isError) throw built.error
  const signature = await account.signMessage({ message: built.message })
  const answered = await client.authenticate({ channelToken, authKey: 'porthole-e2e', message: built.message, signature, fid, username: user.username })
  if (answered.isError) throw answered.error
}
