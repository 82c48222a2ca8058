import { ErrorCodes, type WalletRequestBody } from '@porthole/protocol'
import { isAddressEqual, isHex, type Hex, type LocalAccount, type SignableMessage } from 'viem'
import * as z from 'zod'
import { personalSign, sendCalls, sendTransaction, signTypedData, withoutDomainType } from '../auth/wallet-params.js'
import { publicClientOf, safeAccountOf } from './account.js'
import { smartAccountChain } from './config.js'
import { notEnabled, SmartAccountError } from './errors.js'
import type { NormalCall } from './pending.js'
import { sendAsSmartAccount } from './send.js'

const invalidParams = (issues: z.ZodError) => new SmartAccountError(`Invalid params: ${z.prettifyError(issues)}`, ErrorCodes.invalidParams, 400)
const notThisAccount = () => new SmartAccountError('The requested account is not the connected one', ErrorCodes.unauthorized, 400)

function parse<T>(schema: z.ZodType<T>, params: unknown[]): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidParams(parsed.error)
  return parsed.data
}

const call = ({ to, value, data }: { to: Hex; value?: bigint | undefined; data?: Hex | undefined }): NormalCall => ({
  to,
  value: `0x${(value ?? 0n).toString(16)}`,
  data: data ?? '0x',
})

/** What each method's answer needs: the Safe, its chain, and the check that a named address is the Safe's. */
type AsSmartAccount = {
  env: Env
  accountId: string
  owner: LocalAccount
  chain: NonNullable<ReturnType<typeof smartAccountChain>>
  account: Awaited<ReturnType<typeof safeAccountOf>>
  mustBeAccount: (from: Hex | undefined) => void
}

const ANSWERS: { readonly [M in WalletRequestBody['method']]: (as: AsSmartAccount, params: unknown[]) => Promise<Hex> } = {
  personal_sign: ({ account, mustBeAccount }, params) => {
    const [message, from] = parse(personalSign, params)
    mustBeAccount(from)
    const signable: SignableMessage = isHex(message) ? { raw: message } : message
    return account.signMessage({ message: signable })
  },
  eth_signTypedData_v4: ({ account, mustBeAccount }, params) => {
    const [from, data] = parse(signTypedData, params)
    mustBeAccount(from)
    return account.signTypedData({
      domain: data.domain,
      types: withoutDomainType(data.types),
      primaryType: data.primaryType,
      message: data.message,
    } as Parameters<typeof account.signTypedData>[0])
  },
  eth_sendTransaction: ({ env, accountId, owner, chain, mustBeAccount }, params) => {
    const [{ from, to, value, data }] = parse(sendTransaction, params)
    mustBeAccount(from)
    // A smart account deploys contracts through a factory call, not a transaction without `to`.
    if (to === undefined) throw new SmartAccountError('Invalid params: a smart account transaction needs a "to" address', ErrorCodes.invalidParams, 400)
    return sendAsSmartAccount(env.DB, accountId, owner, chain, [call({ to, value, data })])
  },
  wallet_sendCalls: ({ env, accountId, owner, chain, mustBeAccount }, params) => {
    const [{ from, calls }] = parse(sendCalls, params)
    mustBeAccount(from)
    return sendAsSmartAccount(env.DB, accountId, owner, chain, calls.map(call))
  },
}

/**
 * A request the embedded key makes as its smart account (`accountType: 'smartAccount'`): signatures
 * are the Safe's (ERC-1271, ERC-6492-wrapped while it is not deployed), sends are UserOperations.
 * Every address the dapp names must be the smart account's. Failures are SmartAccountErrors.
 */
export async function answerAsSmartAccount(env: Env, accountId: string, owner: LocalAccount, request: WalletRequestBody): Promise<Hex> {
  const chain = smartAccountChain(env, request.chainId)
  if (!chain) throw notEnabled()
  const account = await safeAccountOf(owner, publicClientOf(chain))
  const mustBeAccount = (from: Hex | undefined) => {
    if (from !== undefined && !isAddressEqual(from, account.address)) throw notThisAccount()
  }
  return ANSWERS[request.method]({ env, accountId, owner, chain, account, mustBeAccount }, request.params)
}
