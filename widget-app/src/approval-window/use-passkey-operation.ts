import type { ApprovalRequest } from '@porthole/frame-host/approval-window'
import type { PasskeyOperationSignature } from '@porthole/protocol'
import { useEffect, useState } from 'react'

/** The passkey's signing code, which only a passkey account's approval loads. */
const signing = () => import('@porthole/frame-host/passkey-signing')

export type PasskeyStatus = 'checking' | 'ready' | 'mismatch' | 'signing' | 'failed'

/**
 * A passkey account's approval: the operation the worker prepared is checked against the request
 * before Approve can arm, and Approve has the passkey sign it here. Any other request has nothing
 * to check or sign (`status` undefined).
 */
export function usePasskeyOperation(request: ApprovalRequest) {
  const passkey = request.passkey
  const [status, setStatus] = useState<PasskeyStatus | undefined>(passkey ? 'checking' : undefined)
  useEffect(() => {
    if (!passkey) return
    let live = true
    void signing()
      .then(({ operationMatches }) => operationMatches(request))
      .catch(() => false)
      .then((matches) => live && setStatus(matches ? 'ready' : 'mismatch'))
    return () => {
      live = false
    }
  }, [request, passkey])

  /** The passkey's signature, or undefined when the visitor dismissed the prompt (they may try again). */
  const sign = async (): Promise<PasskeyOperationSignature | undefined> => {
    if (!passkey) return undefined
    setStatus('signing')
    try {
      const signature = await (await signing()).signOperation(passkey, request.chain)
      return signature
    } catch {
      setStatus('failed')
      return undefined
    }
  }
  return { status, sign }
}
