import type { ApprovalRequest } from '@porthole/frame-host/approval-window'
import type { PasskeyOperationSignature } from '@porthole/protocol'
import { useEffect, useState } from 'react'

/** The passkey's signing code, which only a passkey account's approval loads. */
const signing = () => import('@porthole/frame-host/passkey-signing')

export type PasskeyStatus = 'checking' | 'ready' | 'mismatch' | 'signing' | 'failed'

/**
 * A passkey account's approval: a transaction's operation, which the worker prepared, is checked
 * against the request before Approve can arm, and Approve has the passkey sign the request here.
 * Any other account's request has nothing to check or sign (`status` undefined).
 */
export function usePasskeyOperation(request: ApprovalRequest) {
  const passkey = request.passkey
  // A transaction's operation is checked first; a message has nothing the worker prepared.
  const [status, setStatus] = useState<PasskeyStatus | undefined>(passkey ? (passkey.userOperation ? 'checking' : 'ready') : undefined)
  useEffect(() => {
    if (!passkey) return
    let live = true
    // Loaded now, so that Approve's click reaches the passkey prompt without waiting for code.
    const loaded = signing().catch(() => undefined)
    if (passkey.userOperation) void loaded.then((module) => live && setStatus(module?.operationMatches(request) ? 'ready' : 'mismatch'))
    return () => {
      live = false
    }
  }, [request, passkey])

  /** The passkey's signature, or undefined when the visitor dismissed the prompt (they may try again). */
  const sign = async (): Promise<PasskeyOperationSignature | undefined> => {
    if (!passkey) return undefined
    setStatus('signing')
    try {
      return await (await signing()).signWithPasskey(request)
    } catch {
      setStatus('failed')
      return undefined
    }
  }
  return { status, sign }
}
