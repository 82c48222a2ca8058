import { createAppClient, type CreateClientArgs } from '@farcaster/auth-client'
import { createPublicClient, http } from 'viem'
import { optimism } from 'viem/chains'
import type { Channel } from './channels.js'
import { idRegistry } from './id-registry.js'

/** Why a completed channel signs nobody in; logged, while the visitor reads 'Failed to connect to farcaster'. */
export class FarcasterSignInError extends Error {
  override name = 'FarcasterSignInError'
}

/**
 * The channel's answer checked with @farcaster/auth-client: a SIWF message for
 * this channel's nonce and domain, signed by the custody address the
 * IdRegistry names for the FID it claims. Auth addresses (signer keys) are
 * not accepted: only custody signs in to a wallet.
 */
export async function verifyChannel(env: Env, channel: Channel): Promise<{ fid: number; username: string | undefined }> {
  const answer = channel.authentication
  if (!answer) throw new FarcasterSignInError('the channel is still pending')
  const registry = idRegistry(env)
  // SIWF messages name Optimism (chain 10) whatever chain the registry is read on; an EOA's signature is checked offline.
  const publicClient = createPublicClient({ chain: optimism, transport: http(registry.rpcUrl) })
  const ethereum: CreateClientArgs['ethereum'] = {
    getFid: registry.getFid,
    isValidAuthAddress: async () => false,
    publicClient,
  }
  const client = createAppClient({ ethereum, relay: 'http://unused.invalid' })
  let verified: Awaited<ReturnType<typeof client.verifySignInMessage>>
  try {
    verified = await client.verifySignInMessage({
      nonce: channel.nonce,
      domain: channel.request.domain,
      message: answer.message,
      signature: answer.signature as `0x${string}`,
      acceptAuthAddress: false,
    })
  } catch (error) {
    throw new FarcasterSignInError(error instanceof Error ? error.message : String(error))
  }
  if (verified.isError || !verified.success) throw new FarcasterSignInError(verified.error?.message ?? 'not verified')
  if (verified.fid !== answer.fid) throw new FarcasterSignInError(`the message is for fid ${verified.fid}, the client named ${answer.fid}`)
  if (verified.data.uri !== channel.request.siweUri) throw new FarcasterSignInError('the message names another uri')
  return { fid: verified.fid, username: answer.username }
}
