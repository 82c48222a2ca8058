import { AuthPaths, type Caller, type FrameEvent, type PageApi } from '@porthole/protocol'
import { encodeAbiParameters, encodeEventTopics } from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { vi, expect } from 'vitest'
import { forwardProviderEvents } from '../channel/provider-events.js'
import type { Fetch } from '../http/fetch.js'
import { memoryStorage } from '../storage/browser-storage.js'
import type { KeyValueStorage } from '../storage/key-value-storage.js'
import { completeEmbeddedSignIn } from '../embedded/complete-sign-in.js'
import { approveAsWindow } from './approve-as-window.js'
import { routeRequest } from '../router/route-request.js'
import { createFrameServices } from '../services.js'
import { frameStore } from './frame-store.js'
import { fakeChain } from './fake-chain.js'
import { LOCAL_RPC_URLS } from './test-frame.js'

/** The embedded key's own address and the smart account it owns. */
export const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SMART = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
export const hashOf = (n: number): `0x${string}` => `0x${n.toString(16).padStart(64, '0')}`

/** The EntryPoint's UserOperationEvent for the smart account, as a receipt log. */
function userOperationEvent(success: boolean) {
  return {
    address: entryPoint07Address,
    topics: encodeEventTopics({
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      args: { userOpHash: hashOf(7), sender: SMART, paymaster: `0x${'00'.repeat(20)}` },
    }),
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }], [0n, success, 1n, 1n]),
  }
}

export declare namespace smartFrame {
  type Options = {
    /** What the worker's session names; absent: the worker gave no smart account. */
    smartAccountAddress?: string
    /** More of the worker's session answer (a passkey that secured the smart account). */
    session?: Record<string, unknown>
    /** The worker's answer to a wallet request or another auth route (default: the next hash). */
    answer?: (body: { method: string }, path: string) => Response
    /** Whether the UserOperation in a mined bundle applied its calls. */
    applied?: boolean
    storage?: KeyValueStorage
    /** False: no sign-in; a session stored in `storage` reconnects by itself. */
    signIn?: boolean
    /** Answers a node request before the defaults do (undefined: not this one). */
    node?: (args: { method: string; params?: unknown }) => unknown
    /** The frame origin's fetch (the worker's project routes, e.g. /v1/sessions). */
    fetch?: Fetch
  }
}

/** An email account signed in on 31337, where the project enables smart accounts (31338 has none); the node and the worker are fakes. */
export async function smartFrame({
  smartAccountAddress = SMART,
  session,
  answer,
  applied = true,
  storage = memoryStorage(),
  signIn = true,
  node,
  fetch,
}: smartFrame.Options = {}) {
  const sent: { method: string; params: unknown[]; accountType?: string; chainId: number }[] = []
  const code = { [SMART]: '0x' }
  const chain = fakeChain()
  const services = createFrameServices({
    storage,
    createTransport: () => ({
      request: async (args) => {
        const answered = node?.(args)
        if (answered !== undefined) return answered
        if (args.method === 'eth_getCode') return code[(args.params as string[])[0] as typeof SMART] ?? '0x'
        if (args.method === 'eth_getTransactionReceipt') {
          return {
            logs: [userOperationEvent(applied)],
            status: '0x1',
            blockHash: hashOf(99),
            blockNumber: '0x1',
            gasUsed: '0x5208',
            transactionHash: (args.params as string[])[0],
          }
        }
        return chain.request(args)
      },
    }),
    ...(fetch ? { fetch } : {}),
    authFetch: async (url, init) => {
      if (url === AuthPaths.session) {
        return Response.json({
          address: OWNER,
          solanaAddress: SOLANA,
          provider: 'email',
          username: 'me@example.com',
          expiresAt: Date.now() + 60_000,
          ...(smartAccountAddress ? { smartAccountAddress } : {}),
          ...session,
        })
      }
      const body = JSON.parse(String(init.body)) as (typeof sent)[number]
      sent.push(body)
      return answer ? answer(body, url) : Response.json({ result: hashOf(sent.length) })
    },
  })
  const store = frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, defaultNetwork: 'eip155:31337', smartAccountNetworks: ['eip155:31337'], services })
  const events: [string, unknown][] = []
  const page = {
    call: async (_method: string, [event]: [FrameEvent]) => void (event.type === 'provider' && !event.namespace && events.push([event.event, event.data])),
    close: () => {},
  } as unknown as Caller<PageApi>
  forwardProviderEvents(store, page)
  if (signIn)
    await store.dispatch(
      completeEmbeddedSignIn({ token: 'ph_token', address: OWNER, expiresAt: Date.now() + 60_000, provider: 'email', username: 'me@example.com' }),
    )
  const request = (method: string, params: unknown[] = []) => store.dispatch(routeRequest({ method, params }))
  /** Approves the one request waiting in ApproveTransaction. */
  const approve = async () => {
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    await approveAsWindow(store, store.getState().embedded.approvals[0]!.id)
  }
  return { store, sent, code, events, storage, request, approve }
}
