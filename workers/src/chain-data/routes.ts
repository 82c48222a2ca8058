import type { Route } from '../http/router.js'
import { getBalance, getSupportedChains, postFungiblePrice } from './balance-routes.js'
import { getHistory } from './history-route.js'
import { getAccountName, getIdentity, getReverse, getSuggestions, postAccountName } from './name-routes.js'

const GET = ['GET', 'OPTIONS'] as const
const POST = ['POST', 'OPTIONS'] as const

/** The chain-data API; path parameters are validated by each route's schema (400), not by the path. */
export const chainDataRoutes: Route[] = [
  { methods: GET, path: '/v1/supported-chains', limit: 'api', handle: getSupportedChains },
  { methods: POST, path: '/v1/fungible/price', limit: 'api', handle: postFungiblePrice },
  { methods: POST, path: '/v1/profile/account', limit: 'api', handle: postAccountName },
  { methods: GET, path: '/v1/account/:address([^/]{1,128})/balance', limit: 'api', handle: getBalance },
  { methods: GET, path: '/v1/account/:account([^/]{1,128})/history', limit: 'api', handle: getHistory },
  { methods: GET, path: '/v1/identity/:address([^/]{1,128})', limit: 'api', handle: getIdentity },
  { methods: GET, path: '/v1/profile/account/:name([^/]{1,300})', limit: 'api', handle: getAccountName },
  { methods: GET, path: '/v1/profile/reverse/:address([^/]{1,128})', limit: 'api', handle: getReverse },
  { methods: GET, path: '/v1/profile/suggestions/:name([^/]{1,300})', limit: 'api', handle: getSuggestions },
]
