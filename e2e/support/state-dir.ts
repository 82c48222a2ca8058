/** Where the e2e stack keeps its chains, bundlers and D1 (playwright.config.ts starts it with this directory). */
export const STATE_DIR = process.env.PORTHOLE_STATE_DIR ?? '.devnet/e2e-state'
