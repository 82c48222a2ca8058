import type { FrameThunk } from '../../store/index.js'
import type { createPasskeyAccount as create } from './passkey-login.js'

/** The passkey flows, whose code (the ceremonies, the account's address) arrives when the visitor picks a passkey. */
const flows = () => import('./passkey-login.js')

export const createPasskeyAccount =
  (...args: Parameters<typeof create>): FrameThunk<Promise<void>> =>
  async (dispatch) =>
    dispatch((await flows()).createPasskeyAccount(...args))

export const signInWithPasskey = (): FrameThunk<Promise<void>> => async (dispatch) => dispatch((await flows()).signInWithPasskey())
