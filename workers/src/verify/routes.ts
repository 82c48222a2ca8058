import { VerifyPaths } from '@porthole/protocol'
import { notFound } from '../http/json.js'
import type { Handler, Route } from '../http/router.js'

/**
 * What a wallet asks at `{verifyUrl}/attestation/{id}?v2Supported=true`: always
 * a 404, which sign-client shows as 'UNKNOWN'. An attestation would vouch for
 * the page a request came from, and this worker cannot prove that: every header
 * a browser sends for the frame, a script can send for any allow-listed origin.
 * Unknown is the true answer; answering here rather than leaving wallets to ask
 * WalletConnect's server keeps that answer quick.
 */
const unknown: Handler = async () => {
  const response = notFound()
  // Wallets read it from anywhere, a web wallet too.
  response.headers.set('Access-Control-Allow-Origin', '*')
  response.headers.set('Cache-Control', 'no-store')
  return response
}

export const verifyRoutes: Route[] = [{ methods: ['GET'], path: `${VerifyPaths.attestation}/:id`, limit: 'api', handle: unknown }]
