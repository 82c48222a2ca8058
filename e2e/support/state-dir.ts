import { E2E_STATE_DIR } from '../../devnet/src/e2e-stack.js'

/** Where the e2e stack keeps its chains, bundlers and D1 (playwright.config.ts starts it with this directory). */
export const STATE_DIR = process.env.PORTHOLE_STATE_DIR ?? E2E_STATE_DIR
