import * as z from 'zod/mini'
import { SOLANA_ADDRESS_PATTERN } from './chain-families/solana.js'
import { lazy } from './lazy.js'

/** Solana's addresses as the channel checks them; its networks are in solana-networks.ts. */
export const solanaAddress = lazy(() => z.string().check(z.regex(SOLANA_ADDRESS_PATTERN, 'Invalid Solana address')))
/** `solana_requestAccounts` / `solana_getAccounts` / `accountsChanged`: addresses, the active first. */
export const solanaAccounts = lazy(() => z.array(solanaAddress()).check(z.maxLength(16)))
