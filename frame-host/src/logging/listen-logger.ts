import type { UnknownAction } from '@reduxjs/toolkit'
import type { FrameStartListening } from '../store/index.js'
import type { LogTopic, Logger } from './logger.js'

/** Which topic an action's slice belongs to; actions of other slices are not logged. */
const TOPICS: Record<string, LogTopic> = {
  walletConnect: 'walletConnect',
  allWallets: 'wallets',
  hostWallets: 'eip6963',
  network: 'networkSwitch',
  connection: 'reconnect',
  embedded: 'auth',
  socialLogin: 'auth',
}

/**
 * Every action of a logged slice is a debug line naming its type (never its
 * payload: no email address, code or key ends up in a log); a rejected thunk
 * or a failure is an error line, which the console shows by default.
 */
export function listenLogger(logger: Logger) {
  return (startListening: FrameStartListening) =>
    startListening({
      predicate: () => true,
      effect: (action: UnknownAction) => {
        const topic = TOPICS[action.type.split('/')[0]!]
        if (!topic) return
        const failed = action.type.endsWith('/rejected') || action.type.endsWith('/failed')
        logger.log(topic, failed ? 'error' : 'debug', action.type)
      },
    })
}
