import * as z from 'zod'

/** Limits a client can meet; each one is named in the error it gets. */
export const LIMITS = {
  frameChars: 256 * 1024,
  messageChars: 64 * 1024,
  subscriptionsPerConnection: 1_000,
  topicsPerBatch: 500,
  messagesPerBatchPublish: 50,
  // A session lives 7 days; nothing the protocol sends needs to outlive one.
  maxTtlSeconds: 7 * 24 * 60 * 60,
  storedPerTopic: 10_000,
  fetchPage: 200,
}

/** Relay tags of the composite sign-client methods (wc_sessionPropose req/res, wc_sessionSettle req). */
export const TAGS = { proposal: 1100, proposalResponse: 1101, settlement: 1102 }

const topic = z.string().regex(/^[0-9a-f]{64}$/, 'must be a 32-byte topic in lowercase hex')
const message = z.string().min(1, 'must not be empty').max(LIMITS.messageChars, `exceeds ${LIMITS.messageChars} characters`)
const ttl = z.number().int().min(1).max(LIMITS.maxTtlSeconds)
const topics = z.array(topic).min(1).max(LIMITS.topicsPerBatch)

// Unknown keys (attestation, correlationId and the other verification fields) are dropped, not refused.
const publish = z.object({
  topic,
  message,
  ttl,
  tag: z.number().int().min(0).max(0xffff_ffff).default(0),
  // Asks the relay to push-notify the wallet; accepted, and unused: this relay sends no pushes.
  prompt: z.boolean().optional(),
})
const unsubscribe = z.object({ topic, id: z.string().max(128) })

export type PublishParams = z.infer<typeof publish>

export const PARAMS = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics }),
  irn_unsubscribe: unsubscribe,
  irn_batchUnsubscribe: z.object({ subscriptions: z.array(unsubscribe).min(1).max(LIMITS.topicsPerBatch) }),
  irn_publish: publish,
  irn_batchPublish: z.object({ messages: z.array(publish).min(1).max(LIMITS.messagesPerBatchPublish) }),
  irn_batchFetchMessages: z.object({ topics }),
  // sign-client ≥ 2.21 proposes and approves through these: a publish that also subscribes the caller.
  wc_proposeSession: z.object({ pairingTopic: topic, sessionProposal: message, ttl: ttl.default(300) }),
  wc_approveSession: z.object({
    pairingTopic: topic,
    sessionTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
  }),
}

export type Method = keyof typeof PARAMS
export type Params<M extends Method> = z.infer<(typeof PARAMS)[M]>

export const isMethod = (name: string): name is Method => Object.hasOwn(PARAMS, name)

/** The first problem zod found, as `params.path: message`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'params: invalid'
  return `${['params', ...issue.path.map(String)].join('.')}: ${issue.message}`
}

/** A message as the relay stores and delivers it. */
export type StoredMessage = { seq: number; message: string; tag: number; publishedAt: number }

/** The shape of `irn_subscription` data and of `irn_batchFetchMessages` entries. */
export type ReceivedMessage = { topic: string; message: string; publishedAt: number; tag: number }
