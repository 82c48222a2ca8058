import { ERRORS, RpcError, errorFrame, resultFrame, type RpcId } from './jsonrpc.js'
import { PARAMS, TAGS, describeIssue, isMethod, type Method, type Params, type PublishParams, type ReceivedMessage } from './schema.js'

/**
 * What the methods need from the connection they arrived on. Each call makes its
 * calls to topics before it first awaits, so calls keep the order they are made in.
 */
export interface Session {
  /** Subscription ids in the order of `topics`; stored messages follow the reply. */
  subscribe(topics: string[]): Promise<string[]>
  unsubscribe(topics: string[]): void
  publish(params: PublishParams): Promise<void>
  fetchMessages(topics: string[]): Promise<{ messages: ReceivedMessage[]; hasMore: boolean }>
}

type Handler<M extends Method> = (session: Session, params: Params<M>) => Promise<unknown>

const HANDLERS: { [M in Method]: Handler<M> } = {
  irn_subscribe: async (s, p) => (await s.subscribe([p.topic]))[0],
  irn_batchSubscribe: (s, p) => s.subscribe(p.topics),
  // Unsubscribing by topic alone: ids are derived from the topic, so a stale id changes nothing.
  irn_unsubscribe: async (s, p) => {
    s.unsubscribe([p.topic])
    return true
  },
  irn_batchUnsubscribe: async (s, p) => {
    s.unsubscribe(p.subscriptions.map((sub) => sub.topic))
    return true
  },
  irn_publish: async (s, p) => {
    await s.publish(p)
    return true
  },
  irn_batchPublish: async (s, p) => {
    await Promise.all(p.messages.map((message) => s.publish(message)))
    return true
  },
  irn_batchFetchMessages: (s, p) => s.fetchMessages(p.topics),
  wc_proposeSession: async (s, p) => {
    await Promise.all([
      s.subscribe([p.pairingTopic]),
      s.publish({ topic: p.pairingTopic, message: p.sessionProposal, ttl: p.ttl, tag: TAGS.proposal, prompt: true }),
    ])
    return true
  },
  wc_approveSession: async (s, p) => {
    await Promise.all([
      s.subscribe([p.sessionTopic]),
      s.publish({ topic: p.pairingTopic, message: p.sessionProposalResponse, ttl: 300, tag: TAGS.proposalResponse }),
      s.publish({ topic: p.sessionTopic, message: p.sessionSettlementRequest, ttl: 300, tag: TAGS.settlement }),
    ])
    return true
  },
}

/** Runs one request and returns the frame that answers it; nothing thrown escapes. */
export async function answer(session: Session, id: RpcId, method: string, params: unknown): Promise<string> {
  if (!isMethod(method)) return errorFrame(id, ERRORS.methodNotFound, `Method not found: ${method.slice(0, 64)}`)
  const parsed = PARAMS[method].safeParse(params)
  if (!parsed.success) return errorFrame(id, ERRORS.invalidParams, describeIssue(parsed.error))
  try {
    return resultFrame(id, await (HANDLERS[method] as Handler<Method>)(session, parsed.data))
  } catch (error) {
    if (error instanceof RpcError) return errorFrame(id, error.code, error.message)
    console.error('relay method failed', method, error)
    return errorFrame(id, ERRORS.internal, 'Internal error')
  }
}
