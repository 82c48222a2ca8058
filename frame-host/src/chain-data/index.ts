/** What the other feature folders use of chain-data/. */
export type { ChainDataClient } from './client.js'
export type { TokenBalanceResponse, Transaction } from './schemas.js'
