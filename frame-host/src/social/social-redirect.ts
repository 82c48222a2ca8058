import { lazy, oauthProvider, RESULT_URI_PARAM, type OAuthProvider } from '@porthole/protocol'
import * as z from 'zod/mini'
import type { KeyValueStorage } from '../storage/index.js'

/** The frame's document: its address, and the page around it, for a login by redirect. */
export type RedirectHost = {
  /** The frame's own address. */
  readonly address: string
  /** Rewrites the frame's own address without loading it. */
  replaceAddress(url: string): void
  /** The page's address as the frame was given it (its referrer); where the login returns. */
  readonly pageAddress: string
}

/** Starts the flow in the whole tab (allowed during the visitor's click); the result key it made. */
export type StartInTab = (provider: OAuthProvider, returnTo: string) => string

const PENDING_KEY = 'porthole:socialRedirect'
const pending = lazy(() => z.object({ provider: oauthProvider(), resultKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) }))
export type PendingRedirect = z.infer<ReturnType<typeof pending>>

/**
 * A login by redirect, for when no window can open: the tab goes to the
 * worker, which binds the flow to it and sends it to the provider; the worker's
 * last page links back to the page with `result_uri`, which the loader hands
 * to the frame in its address. The result key waits in frame storage, where
 * the page cannot read it.
 */
export type SocialRedirect = {
  returnTo(): string | undefined
  go(provider: OAuthProvider, returnTo: string): void
  /** Reads `result_uri` from the frame's address and then removes it. */
  takeReturned(): { resultUri: string; flow: PendingRedirect | undefined } | undefined
}

export function createSocialRedirect(host: RedirectHost, storage: KeyValueStorage, startInTab: StartInTab): SocialRedirect {
  return {
    returnTo: () => (URL.canParse(host.pageAddress) ? host.pageAddress : undefined),
    go(provider, returnTo) {
      // The form navigates the tab once this task ends: the key is stored before anything leaves.
      const resultKey = startInTab(provider, returnTo)
      storage.setItem(PENDING_KEY, JSON.stringify({ provider, resultKey } satisfies PendingRedirect))
    },
    takeReturned() {
      const address = new URL(host.address)
      const resultUri = address.searchParams.get(RESULT_URI_PARAM)
      if (resultUri === null) return undefined
      address.searchParams.delete(RESULT_URI_PARAM)
      host.replaceAddress(address.href)
      let flow: PendingRedirect | undefined
      try {
        flow = pending().safeParse(JSON.parse(storage.getItem(PENDING_KEY) ?? 'null')).data
        storage.removeItem(PENDING_KEY)
      } catch {
        flow = undefined
      }
      return { resultUri, flow }
    },
  }
}
