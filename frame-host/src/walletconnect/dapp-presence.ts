import { VerifyPaths, type DappMetadata } from '@porthole/protocol'
import type { Fetch } from '../http/index.js'

/** A proposal is sent right after its attestation is registered: a slow worker must not hold up connecting. */
const REGISTER_TIMEOUT_MS = 3_000

/** sign-client's metadata of the proposer, with the Verify server wallets should ask about it. */
export type ProposerMetadata = DappMetadata & { verifyUrl: string }

/**
 * How the page appears to WalletConnect wallets: its metadata once the page
 * sent it (until then its origin names it), and the Verify attestations of
 * what the frame sends on its behalf. Both only for the page origin the frame
 * accepted in the handshake: nothing the page says can name another site.
 */
export type DappPresence = {
  /** The handshake's page origin: everything below is for this origin only. */
  accept(origin: string): void
  /** The page's own metadata; false (and nothing changes) when its url is not the accepted origin. */
  update(metadata: DappMetadata): boolean
  /** What wallets are shown; undefined before a page was accepted. */
  metadata(): ProposerMetadata | undefined
  /** Registers a request sign-client is about to send, by the hash the wallet will compute; never throws. */
  attest(id: string): Promise<void>
}

export function createDappPresence({ fetch, projectId, frameOrigin }: { fetch: Fetch; projectId: string; frameOrigin: string }): DappPresence {
  let origin: string | undefined
  let current: DappMetadata | undefined
  const verifyUrl = frameOrigin + VerifyPaths.base
  return {
    accept(page) {
      if (page === origin) return
      origin = page
      current = { name: new URL(page).host, description: '', url: page, icons: [] }
    },
    update(metadata) {
      if (origin === undefined || metadata.url !== origin) return false
      current = metadata
      return true
    },
    metadata: () => current && { ...current, verifyUrl },
    async attest(id) {
      if (origin === undefined) return
      const body = JSON.stringify({ projectId, id, origin })
      // Without an attestation the wallet shows the site unverified; connecting goes on either way.
      await fetch(VerifyPaths.attestation, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(REGISTER_TIMEOUT_MS),
      }).catch(() => undefined)
    },
  }
}
