import { handshake, isOriginAllowed, warnDropped, type FrameConfig } from '@porthole/protocol'

/** The parts of a window message the handshake looks at. */
export type WindowMessage = Pick<MessageEvent, 'data' | 'origin' | 'source' | 'ports'>

/** The parts of `window` the handshake needs, so tests can hand in their own. */
export type FrameWindow = {
  readonly parent: unknown
  addEventListener(type: 'message', listener: (event: WindowMessage) => void): void
  removeEventListener(type: 'message', listener: (event: WindowMessage) => void): void
}

/** `origin`: the page's origin as the browser reported it, the only one a sign-in message may name. */
export type AcceptedPorts = { calls: MessagePort; events: MessagePort; origin: string }

export declare namespace acceptHandshake {
  type Options = {
    window: FrameWindow
    config: Pick<FrameConfig, 'allowedOrigins' | 'alert'>
    onAccept(ports: AcceptedPorts): void
  }
}

/** Why a window message is refused, or undefined when it is the handshake. */
function refusal(event: WindowMessage, win: FrameWindow, config: acceptHandshake.Options['config']): string | undefined {
  if (win.parent === win || event.source !== win.parent) return 'it does not come from the embedding page'
  // With an alert the frame only answers that alert, so any page may hear it.
  if (config.alert === undefined && !isOriginAllowed(event.origin, config.allowedOrigins)) {
    return `origin ${String(event.origin).slice(0, 200)} is not allowed`
  }
  if (!handshake().safeParse(event.data).success) return 'it is not a handshake'
  if (event.ports?.length !== 2) return 'a handshake carries exactly two ports'
  return undefined
}

/**
 * Waits for the one window message that carries the channel's ports and
 * accepts it once. Every other window message, before or after, is dropped
 * with one warning. Returns a function that stops listening.
 */
export function acceptHandshake({ window: win, config, onAccept }: acceptHandshake.Options): () => void {
  let accepted = false
  const onMessage = (event: WindowMessage) => {
    const reason = accepted ? 'the channel is already open' : refusal(event, win, config)
    if (reason !== undefined) return warnDropped(reason)
    accepted = true
    const [calls, events] = event.ports as [MessagePort, MessagePort]
    onAccept({ calls, events, origin: event.origin })
  }
  win.addEventListener('message', onMessage)
  return () => win.removeEventListener('message', onMessage)
}
