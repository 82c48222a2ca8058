import {
  connect,
  HANDSHAKE_TAG,
  pageMethods,
  PROTOCOL_VERSION,
  serve,
  type Caller,
  type FrameApi,
  type FrameEvent,
  type Handshake,
  type PageApi,
  type RpcRequest,
} from '@porthole/protocol'

export type FrameSession = Caller<FrameApi>

/**
 * Hands the frame its two ports (calls in, events out) with the frame's exact
 * origin as the target, so no other document can receive them.
 */
export function openFrameSession(
  frame: Window,
  frameOrigin: string,
  onEvent: (event: FrameEvent) => void,
  hostWalletRequest: (uuid: string, args: RpcRequest) => Promise<unknown>,
): FrameSession {
  const calls = new MessageChannel()
  const events = new MessageChannel()
  const stopServing = serve<PageApi>(events.port1, pageMethods, { emit: onEvent, hostWalletRequest })
  const caller = connect<FrameApi>(calls.port1)
  const message: Handshake = { tag: HANDSHAKE_TAG, version: PROTOCOL_VERSION }
  frame.postMessage(message, frameOrigin, [calls.port2, events.port2])
  return {
    call: caller.call,
    close() {
      caller.close()
      stopServing()
    },
  }
}
