/** What the other feature folders use of names/. */
export { evmCoinType } from './account-name.js'
