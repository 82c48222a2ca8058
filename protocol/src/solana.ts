import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/** Solana's addresses as the channel checks them; its networks are in solana-networks.ts. */
/** A Solana address is base58, 32 to 44 characters. */
export const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
export const solanaAddress = lazy(() => z.string().check(z.regex(SOLANA_ADDRESS_PATTERN, 'Invalid Solana address')))
/** `solana_requestAccounts` / `solana_getAccounts` / `accountsChanged`: addresses, the active first. */
export const solanaAccounts = lazy(() => z.array(solanaAddress()).check(z.maxLength(16)))
