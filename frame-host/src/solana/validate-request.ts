import { InvalidParamsRpcError, SOLANA_ADDRESS_PATTERN, SolanaMessages, solanaParams, type SolanaSigningMethod } from '@porthole/protocol'

const isSigningMethod = (method: string): method is SolanaSigningMethod => Object.hasOwn(solanaParams, method)

/** What each method is told when its params do not parse: the rule for it. */
const RULES: Record<SolanaSigningMethod, string> = {
  solana_signMessage: SolanaMessages.signMessage,
  solana_signTransaction: SolanaMessages.signTransaction,
  solana_signAllTransactions: SolanaMessages.signAll,
  solana_signAndSendTransaction: SolanaMessages.signTransaction,
}

/**
 * For a Solana signing request, before any wallet sees it: sign-message
 * needs message and pubkey (a base58 address of 32–44 characters), the
 * transaction methods a transaction or a list of them. Other methods pass.
 */
export function validateSolanaRequest(method: string, params: unknown): void {
  if (!isSigningMethod(method)) return
  const parsed = solanaParams[method]().safeParse(params)
  if (parsed.success) return
  const pubkey = (params as { pubkey?: unknown } | undefined)?.pubkey
  if (typeof pubkey === 'string' && pubkey !== '' && !SOLANA_ADDRESS_PATTERN.test(pubkey)) throw new InvalidParamsRpcError(SolanaMessages.address)
  throw new InvalidParamsRpcError(RULES[method])
}
