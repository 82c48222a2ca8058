import { DefaultNamespace } from '@porthole/protocol'
import { closeModal } from '../shared-state/index.js'
import type { FrameThunk } from '../store/index.js'
import { disconnect } from './disconnect.js'

/**
 * Declining the sign-in that followed a connection: a required sign-in
 * disconnects, an optional one just closes. It belongs to the connection, which
 * asked for the sign-in, so the sign-in itself never reaches back into it.
 */
export function cancelSignIn(): FrameThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { config, namespace } = getState().siwx
    if (config?.required) await dispatch(disconnect({ namespace: namespace ?? DefaultNamespace }))
    else dispatch(closeModal())
  }
}
