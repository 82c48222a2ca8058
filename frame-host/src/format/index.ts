/** What the other feature folders use of format/. */
export { formatAmount, formatBalance, formatFiat, truncateAddress } from './format.js'
