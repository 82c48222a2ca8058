import { VerifyPaths, type DappMetadata } from '@porthole/protocol'

/** sign-client's metadata of the proposer, with the Verify server wallets should ask about it. */
export type ProposerMetadata = DappMetadata & { verifyUrl: string }

/**
 * The page the frame serves, as the handshake accepted it: its origin (the
 * browser's word, never the page's), which approvals and passkey ceremonies
 * name, and how it appears to WalletConnect wallets: its metadata once the page
 * sent it (until then its origin names it). Nothing the page says can name
 * another site.
 */
export type PagePresence = {
  /** The handshake's page origin: everything below is for this origin only. */
  accept(origin: string): void
  /** The accepted page origin; undefined before the handshake. */
  origin(): string | undefined
  /** The page's own metadata; false (and nothing changes) when its url is not the accepted origin. */
  update(metadata: DappMetadata): boolean
  /** What wallets are shown; undefined before a page was accepted. */
  metadata(): ProposerMetadata | undefined
}

export function createPagePresence({ frameOrigin }: { frameOrigin: string }): PagePresence {
  let accepted: string | undefined
  let current: DappMetadata | undefined
  const verifyUrl = frameOrigin + VerifyPaths.base
  return {
    accept(page) {
      if (page === accepted) return
      accepted = page
      current = { name: new URL(page).host, description: '', url: page, icons: [] }
    },
    origin: () => accepted,
    update(metadata) {
      if (accepted === undefined || metadata.url !== accepted) return false
      current = metadata
      return true
    },
    metadata: () => current && { ...current, verifyUrl },
  }
}
