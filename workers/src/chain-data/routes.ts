import { getBalance, getSupportedChains, postFungiblePrice } from './balance-routes.js'
import { getHistory } from './history-route.js'
import type { Handler } from './http.js'
import { getAccountName, getIdentity, getReverse, getSuggestions, postAccountName } from './name-routes.js'

type Route = { methods: string[]; handle: Handler }

const GET = ['GET', 'OPTIONS']
const POST = ['POST', 'OPTIONS']

/** Paths with one parameter; the parameter is validated by the route's schema (400), not by the path. */
const PARAM_ROUTES: [RegExp, (param: string) => Route][] = [
  [/^\/v1\/account\/([^/]{1,128})\/balance$/, (address) => ({ methods: GET, handle: getBalance(address) })],
  [/^\/v1\/account\/([^/]{1,128})\/history$/, (account) => ({ methods: GET, handle: getHistory(account) })],
  [/^\/v1\/identity\/([^/]{1,128})$/, (address) => ({ methods: GET, handle: getIdentity(address) })],
  [/^\/v1\/profile\/account\/([^/]{1,300})$/, (name) => ({ methods: GET, handle: getAccountName(name) })],
  [/^\/v1\/profile\/reverse\/([^/]{1,128})$/, (address) => ({ methods: GET, handle: getReverse(address) })],
  [/^\/v1\/profile\/suggestions\/([^/]{1,300})$/, (name) => ({ methods: GET, handle: getSuggestions(name) })],
]

/** A percent-decoded path parameter; a malformed one stays as it is and fails its schema. */
function decoded(param: string): string {
  try {
    return decodeURIComponent(param)
  } catch {
    return param
  }
}

/** The chain-data API of spec §7 under /v1/, or undefined for any other path. */
export function chainDataRoute(pathname: string): Route | undefined {
  if (pathname === '/v1/supported-chains') return { methods: GET, handle: getSupportedChains }
  if (pathname === '/v1/fungible/price') return { methods: POST, handle: postFungiblePrice }
  if (pathname === '/v1/profile/account') return { methods: POST, handle: postAccountName }
  for (const [pattern, make] of PARAM_ROUTES) {
    const param = pattern.exec(pathname)?.[1]
    if (param !== undefined) return make(decoded(param))
  }
  return undefined
}
