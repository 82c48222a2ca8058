import { startBundler as start, stopBundler as stop } from '../../devnet/src/bundler-control.js'
import { STATE_DIR } from './state-dir.js'

/** Stops the stack's bundler of the chain (31337 or 31338): its URL refuses connections until startBundler. */
export const stopBundler = (chainId: number) => stop(STATE_DIR, chainId)

/** Starts it again on the same port with the same command line; resolves once it answers. */
export const startBundler = (chainId: number) => start(STATE_DIR, chainId)
