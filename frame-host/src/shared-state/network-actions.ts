import { createAction } from '@reduxjs/toolkit'

/**
 * Makes a CAIP-2 network the active one of its family. An action of its own
 * (the network slice handles it) so that the slices of the first paint can
 * answer it without the network slice, which joins the store after it.
 */
export const setActiveNetwork = createAction<string>('network/activeNetworkSet')
