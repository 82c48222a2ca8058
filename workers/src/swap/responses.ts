import { Messages } from '@porthole/protocol'
import { json } from '../http/json.js'
import { invalidInput } from '../http/query.js'
import { BackendUnavailable, NotTraded, SwapRefused } from './errors.js'

/** The answer for a network without a usable swap backend, for every swap call but the gas price. */
export const notSupportedForSwaps = () => json({ error: Messages.networkNotSupportedForSwaps }, 400)

/** The answer of the gas-price call on such a network. */
export const notSupportedForGasPrice = () => json({ error: Messages.networkNotSupportedForGasPrice }, 400)

/**
 * Runs a backend call, turning its typed failures into answers: a token it
 * does not trade is a 400 naming the field it came in (`fields` maps the
 * swap's side to the route's field), a refusal a 400 with its reason, an
 * unavailable backend a 502 (logged). Anything else stays the router's 500.
 */
export async function answer(fields: Record<'from' | 'to', string>, respond: () => Promise<Response>): Promise<Response> {
  try {
    return await respond()
  } catch (error) {
    if (error instanceof NotTraded) return invalidInput([{ path: fields[error.side], message: error.message }])
    if (error instanceof SwapRefused) return json({ error: error.message }, 400)
    if (error instanceof BackendUnavailable) {
      console.error(`[porthole] swap backend unavailable: ${error.message}`)
      return json({ error: 'Swap backend unavailable' }, 502)
    }
    throw error
  }
}
