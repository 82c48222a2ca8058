import { earlyMessages } from '@porthole/frame-host/early-messages'

/**
 * The frame's window, keeping the messages that arrive before the frame's
 * start listens. Created by the document's script (boot.ts), not by main.tsx:
 * the page hands over its ports on the iframe's load, which comes before the
 * first paint's chunks are evaluated.
 */
export const frameWindow = earlyMessages(window)
