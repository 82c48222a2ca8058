import { VerifyPaths, type DappMetadata } from '@porthole/protocol'

/** sign-client's metadata of the proposer, with the Verify server wallets should ask about it. */
export type ProposerMetadata = DappMetadata & { verifyUrl: string }

/**
 * How the page appears to WalletConnect wallets: its metadata once the page
 * sent it (until then its origin names it), only for the page origin the frame
 * accepted in the handshake: nothing the page says can name another site.
 */
export type DappPresence = {
  /** The handshake's page origin: everything below is for this origin only. */
  accept(origin: string): void
  /** The page's own metadata; false (and nothing changes) when its url is not the accepted origin. */
  update(metadata: DappMetadata): boolean
  /** What wallets are shown; undefined before a page was accepted. */
  metadata(): ProposerMetadata | undefined
}

export function createDappPresence({ frameOrigin }: { frameOrigin: string }): DappPresence {
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
  }
}
