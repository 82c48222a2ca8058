import { MELD_PROVIDER } from '@porthole/protocol'
import { MELD_API_URL, meldBackend } from './meld.js'
import type { OnrampBackend } from './provider.js'
import { sandboxBackend } from './sandbox/backend.js'

/**
 * The ONRAMP_PROVIDER variable: `none` (no Buy, the default), `meld` (its API
 * with the MELD_API_KEY secret and the MELD_PUBLIC_KEY variable) or `sandbox`
 * (the local stack's, refused unless ENVIRONMENT is 'development', since it
 * credits wallets for nothing). Misconfiguration means no provider, and is logged.
 */
export function onrampBackend(env: Env): OnrampBackend | undefined {
  const name = (env.ONRAMP_PROVIDER ?? 'none').trim() || 'none'
  if (name === 'none') return undefined
  if (name === 'sandbox') {
    if (env.ENVIRONMENT === 'development') return sandboxBackend(env)
    console.error('[porthole] ONRAMP_PROVIDER "sandbox" is refused outside development; no on-ramp is offered')
    return undefined
  }
  if (name === 'meld') {
    if (!env.MELD_API_KEY || !env.MELD_PUBLIC_KEY) {
      console.error('[porthole] ONRAMP_PROVIDER "meld" needs the MELD_API_KEY secret and the MELD_PUBLIC_KEY variable; no on-ramp is offered')
      return undefined
    }
    return meldBackend({ apiUrl: env.MELD_API_URL || MELD_API_URL, apiKey: env.MELD_API_KEY, publicKey: env.MELD_PUBLIC_KEY, widgetUrl: MELD_PROVIDER.url })
  }
  console.error(`[porthole] ONRAMP_PROVIDER '${name}' is unknown; no on-ramp is offered`)
  return undefined
}
