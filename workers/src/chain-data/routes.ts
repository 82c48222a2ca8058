import { getBalance, getSupportedChains, postFungiblePrice } from './balance-routes.js'
import type { Handler } from './http.js'

type Route = { methods: string[]; handle: Handler }

const GET = ['GET', 'OPTIONS']
const POST = ['POST', 'OPTIONS']

/** Paths with one parameter; the parameter is validated by the route's schema (400), not by the path. */
const PARAM_ROUTES: [RegExp, (param: string) => Route][] = [
  [/^\/v1\/account\/([^/]{1,128})\/balance$/, (address) => ({ methods: GET, handle: getBalance(address) })],
]

/** The chain-data API of spec §7 under /v1/, or undefined for any other path. */
export function chainDataRoute(pathname: string): Route | undefined {
  if (pathname === '/v1/supported-chains') return { methods: GET, handle: getSupportedChains }
  if (pathname === '/v1/fungible/price') return { methods: POST, handle: postFungiblePrice }
  for (const [pattern, make] of PARAM_ROUTES) {
    const param = pattern.exec(pathname)?.[1]
    if (param !== undefined) return make(decodeURIComponent(param))
  }
  return undefined
}
