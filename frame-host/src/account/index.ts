/** What the other feature folders use of account/. */
export { fetchBalance } from './fetch-balance.js'
export { fetchTokenBalances } from './fetch-tokens.js'
