import type { HostWallet } from '@porthole/protocol'

type Handler = (data: unknown) => void

/** An injected EIP-1193 wallet that answers with `answer` and refuses calls made off its own object. */
export function fakeWallet(answer: (args: { method: string; params?: unknown }) => unknown = () => null) {
  const listeners = new Map<string, Set<Handler>>()
  const wallet = {
    calls: [] as unknown[],
    request(this: unknown, args: { method: string; params?: unknown }) {
      if (this !== wallet) throw new Error('request called off the wallet object')
      wallet.calls.push(args)
      return answer(args)
    },
    on(event: string, fn: Handler) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(fn)
    },
    removeListener(event: string, fn: Handler) {
      listeners.get(event)?.delete(fn)
    },
    emit(event: string, data: unknown) {
      for (const fn of listeners.get(event) ?? []) fn(data)
    },
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  }
  return wallet
}

/** A page window: an EventTarget that may hold a legacy `ethereum`. */
export const fakePage = (ethereum?: unknown) => Object.assign(new EventTarget(), { ethereum })

/** Makes `provider` answer every `eip6963:requestProvider` on `page`, as an extension does. */
export function announceOn(page: EventTarget, info: unknown, provider: unknown): () => void {
  const announce = () => page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
  page.addEventListener('eip6963:requestProvider', announce)
  return announce
}

export const info = (uuid: string, name = `Wallet ${uuid}`): HostWallet => ({
  uuid,
  name,
  icon: 'data:image/svg+xml,%3Csvg/%3E',
  rdns: `test.${uuid}`,
})

/** Lets queued microtasks and timers of zero run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
