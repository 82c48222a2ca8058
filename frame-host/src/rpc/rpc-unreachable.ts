import { ErrorCodes, PortholeError } from '@porthole/protocol'

/**
 * The RPC URL gave no answer at all (no connection, blocked, timed out), as
 * opposed to a node that answered with an error. Kept apart from viem so the
 * Account view can tell the two apart without loading the transport's code.
 */
export class RpcUnreachableError extends PortholeError {
  override name = 'RpcUnreachableError'
  constructor(message: string) {
    super(ErrorCodes.internal, message)
  }
}
