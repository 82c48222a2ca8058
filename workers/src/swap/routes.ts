import type { Route } from '../http/router.js'
import { getBuildApprove, postBuildTransaction } from './build-routes.js'
import { getGasPrice, getSwapAllowance, getSwapQuotes, getSwapTokens } from './read-routes.js'

const GET = ['GET', 'OPTIONS'] as const
const POST = ['POST', 'OPTIONS'] as const

/** The swap API of (`/v1/convert/…`), counted with the rest of `/v1/*`. */
export const swapRoutes: Route[] = [
  { methods: GET, path: '/v1/convert/tokens', limit: 'api', handle: getSwapTokens },
  { methods: GET, path: '/v1/convert/quotes', limit: 'api', handle: getSwapQuotes },
  { methods: GET, path: '/v1/convert/allowance', limit: 'api', handle: getSwapAllowance },
  { methods: GET, path: '/v1/convert/gas-price', limit: 'api', handle: getGasPrice },
  { methods: GET, path: '/v1/convert/build-approve', limit: 'api', handle: getBuildApprove },
  { methods: POST, path: '/v1/convert/build-transaction', limit: 'api', handle: postBuildTransaction },
]
