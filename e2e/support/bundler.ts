import { startBundler as start, stopBundler as stop } from '../../devnet/src/bundler-control.js'

/** The e2e stack's state dir (playwright.config.ts), where `npm start` records its bundlers. */
const STATE_DIR = process.env.PORTHOLE_STATE_DIR ?? '.devnet/e2e-state'

/** Stops the stack's bundler of the chain (31337 or 31338): its URL refuses connections until startBundler. */
export const stopBundler = (chainId: number) => stop(STATE_DIR, chainId)

/** Starts it again on the same port with the same command line; resolves once it answers. */
export const startBundler = (chainId: number) => start(STATE_DIR, chainId)
