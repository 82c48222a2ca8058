import { Messages, NAME_LABEL, nameRegistrationMessage, type AccountName, type NameRegistrationRequest } from '@porthole/protocol'
import * as z from 'zod/mini'
import { chainClient } from '../client.js'
import { supportedChains } from '../chains.js'
import { saveName } from './repository.js'

/** How far the signed timestamp may be from now: a captured message cannot be replayed later. */
export const MESSAGE_WINDOW_SECONDS = 600

export type Outcome = { ok: true; name: AccountName; address: string } | { ok: false; status: 400 | 401 | 409; error: string }

const refuse = (status: 400 | 401 | 409, error: string): Outcome => ({ ok: false, status, error })

/** The coin type sets the top bit of an EVM chain id. */
export function chainIdOfCoinType(coinType: number): number | undefined {
  if (coinType < 0x80000000 || coinType > 0xffffffff) return undefined
  return coinType - 0x80000000
}

/** `<label><suffix>` with a valid label, lower-cased; undefined otherwise. */
export function fullName(name: string, suffix: string): string | undefined {
  const lower = name.trim().toLowerCase()
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : undefined
  return label !== undefined && NAME_LABEL.test(label) ? lower : undefined
}

/**
 * `POST /v1/profile/account`: the message names the name and the time, and the
 * address signed it. The signature is checked by viem against the chain of the
 * coin type, so EOAs, deployed contract accounts (ERC-1271) and counterfactual
 * ones (ERC-6492) all register.
 */
export async function registerName(env: Env, body: NameRegistrationRequest, suffix: string, now: number): Promise<Outcome> {
  let message: z.infer<ReturnType<typeof nameRegistrationMessage>>
  try {
    message = nameRegistrationMessage().parse(JSON.parse(body.message))
  } catch {
    return refuse(400, 'Invalid message')
  }
  const chainId = chainIdOfCoinType(body.coin_type)
  if (chainId === undefined) return refuse(400, Messages.invalidChainId)
  const name = fullName(message.name, suffix)
  if (name === undefined) return refuse(400, 'Invalid name')
  if (Math.abs(now - message.timestamp) > MESSAGE_WINDOW_SECONDS) return refuse(400, 'Message expired')
  const chain = supportedChains(env).get(`eip155:${chainId}`)
  if (!chain) return refuse(400, Messages.unsupportedChain)

  const address = body.address.toLowerCase() as `0x${string}`
  // 'eoa' recovers locally first and asks the chain only when that fails (contract accounts).
  const valid = await chainClient(chain).verifyMessage({ address, message: body.message, signature: body.signature as `0x${string}`, mode: 'eoa' })
  if (!valid) return refuse(401, 'Invalid signature')

  const saved = await saveName(env.DB, { name, address, coinType: body.coin_type, attributes: message.attributes, now })
  return saved ? { ok: true, name: saved, address } : refuse(409, 'Name is taken')
}
