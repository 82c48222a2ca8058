import { describeApproval, type ApprovalRequest, type RequestDescription } from '@porthole/frame-host/approval-window'
import { namespaceOfNetworkId, type Namespace } from '@porthole/protocol'

type Reading = (request: ApprovalRequest) => Promise<RequestDescription>

/** The families whose requests the window reads with decoders of their own, fetched only for one of their requests. */
const FAMILY_READINGS: Partial<Record<Namespace, () => Promise<Reading>>> = {
  // Most of @solana/kit, which an EVM approval never waits for.
  solana: async () => (await import('@porthole/frame-host/approval-window-solana')).describeSolanaApproval,
}

/** The window's own reading of its request, with the frame's decoders. */
export async function describeInWindow(request: ApprovalRequest): Promise<RequestDescription> {
  const family = namespaceOfNetworkId(request.chain.id)
  const load = family && FAMILY_READINGS[family]
  return load ? (await load())(request) : describeApproval(request)
}
