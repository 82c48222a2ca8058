import { hostWallet, InternalRpcError, UnauthorizedProviderError, type HostWallet, type ProviderEvent, type RpcRequest } from '@porthole/protocol'
import { toPlain, walletError } from './plain.js'

export const LEGACY_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%2364748b'/%3E%3Crect x='6' y='9' width='20' height='15' rx='3' fill='%23f8fafc'/%3E%3Ccircle cx='21' cy='16.5' r='2' fill='%2364748b'/%3E%3C/svg%3E"
/** The channel's `setHostWallets` takes at most this many. */
export const MAX_WALLETS = 32

/** What the relay asks of one page wallet, in its family's own terms. */
export type PageSigner = {
  /** Answers one of the frame's requests with that exact wallet, so it sees the page's own origin. */
  request(args: RpcRequest): unknown
  /** Calls `emit` with the wallet's events; returns the unsubscribe. */
  watch?(emit: (event: ProviderEvent, data: unknown) => void): () => void
}

/** One wallet a family found on the page. */
export type PageWallet = {
  /** The wallet's own object: its entry stays while the same object comes back under the same uuid. */
  key: object
  /** Its HostWallet, checked here before the frame sees it. */
  info: unknown
  /** Made once, when the wallet joins the list. */
  signer(): PageSigner
}

/** What differs between chain families: how the page's wallets are found, and when to look again. */
export type PageWalletFamily = {
  /** The family's wallets on the page now, from scratch, in the order the frame lists them. */
  discover(): PageWallet[]
  /** Calls `changed` whenever the page's wallets may have changed; returns the unsubscribe. */
  listen(changed: () => void): () => void
}

export type HostWalletRelay = {
  wallets(): HostWallet[]
  /** Runs a request on that exact wallet, so it sees the page's own origin. */
  request(uuid: string, args: RpcRequest): Promise<unknown>
  stop(): void
}

export declare namespace relayPageWallets {
  type Options = {
    /** The full list after every change; a burst of changes makes one call. */
    onWallets(wallets: HostWallet[]): void
    /** An event of one wallet, its data as plain JSON. */
    onEvent(uuid: string, event: ProviderEvent, data: unknown): void
  }
}

type Entry = { key: object; info: HostWallet; signer: PageSigner; unwatch(): void }

/** A wallet's own code may throw while we (un)subscribe; that must not break the relay. */
export function quietly(run: () => unknown) {
  try {
    run()
  } catch (error) {
    console.warn('[porthole] a page wallet threw', error)
  }
}

/** Relays the page's wallets of `families`, their events and the frame's requests to them. */
export function relayPageWallets(families: readonly PageWalletFamily[], { onWallets, onEvent }: relayPageWallets.Options): HostWalletRelay {
  const entries = new Map<string, Entry>()
  let scheduled = false
  let stopped = false

  const wallets = () => Array.from(entries.values(), (entry) => entry.info)

  function changed() {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      if (!stopped) onWallets(wallets())
    })
  }

  function emitter(uuid: string) {
    return (event: ProviderEvent, data: unknown) => {
      let plain: unknown
      try {
        plain = toPlain(data)
      } catch {
        return console.warn(`[porthole] dropped a ${event} event of a page wallet: its data has no JSON form`)
      }
      onEvent(uuid, event, plain)
    }
  }

  function add(info: HostWallet, found: PageWallet) {
    const signer = found.signer()
    let unwatch = () => {}
    quietly(() => (unwatch = signer.watch?.(emitter(info.uuid)) ?? unwatch))
    entries.set(info.uuid, { key: found.key, info, signer, unwatch: () => quietly(unwatch) })
  }

  /** Decides the list again from what the families find: a wallet that left, or came back as another object, is replaced. */
  function refresh() {
    if (stopped) return
    const next = new Map<string, [HostWallet, PageWallet]>()
    for (const found of families.flatMap((family) => family.discover())) {
      const parsed = hostWallet().safeParse(found.info)
      if (!parsed.success) console.warn('[porthole] ignored a page wallet: a malformed wallet')
      else if (!next.has(parsed.data.uuid)) next.set(parsed.data.uuid, [parsed.data, found])
    }
    let dirty = false
    for (const [uuid, entry] of entries) {
      if (next.get(uuid)?.[1].key === entry.key) continue
      entry.unwatch()
      dirty = entries.delete(uuid)
    }
    for (const [uuid, [info, found]] of next) {
      if (entries.has(uuid) || entries.size >= MAX_WALLETS) continue
      add(info, found)
      dirty = true
    }
    if (dirty) changed()
  }

  const off = families.map((family) => family.listen(refresh))
  refresh()

  return {
    wallets,
    async request(uuid, args) {
      const entry = entries.get(uuid)
      if (!entry) throw new UnauthorizedProviderError('This wallet is not on the page')
      let result: unknown
      try {
        result = await entry.signer.request(args)
      } catch (error) {
        throw walletError(error)
      }
      // The frame parses the answer; only its JSON form crosses.
      try {
        return toPlain(result)
      } catch {
        throw new InternalRpcError('The wallet answered with a value that cannot be relayed')
      }
    },
    stop() {
      stopped = true
      off.forEach((fn) => fn())
      for (const entry of entries.values()) entry.unwatch()
      entries.clear()
    },
  }
}
