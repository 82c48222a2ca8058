import { approvalDigest } from '../embedded/approval-window/approval-digest.js'
import { answerApproval } from '../embedded/request-embedded.js'
import type { FrameStore } from '../store/types.js'

/** Approve as the approval window does: with the digest of the request it was sent. */
export async function approveAsWindow(store: FrameStore, id: string): Promise<void> {
  const pending = store.getState().embedded.approvals.find((a) => a.id === id)
  await store.dispatch(answerApproval(id, true, pending && (await approvalDigest(pending.request))))
}
