import type { AuthFetch } from '../embedded/auth-client.js'
import { createSocialClient, type SocialClient } from './social-client.js'
import type { KeyValueStorage } from '../connection/connection-storage.js'
import { openSocialPopup, type PopupHost, type SocialPopup } from './social-popup.js'
import { createSocialRedirect, type RedirectHost, type SocialRedirect } from './social-redirect.js'

/** Social login's reach outside the store: the worker's routes and the login window. */
export type SocialService = SocialClient & {
  /** Must run inside the visitor's click; undefined when the browser blocked the window or there is none. */
  openPopup(): SocialPopup | undefined
  /** Login by redirect, where the frame can send the tab away; undefined where it cannot. */
  redirect: SocialRedirect | undefined
}

export declare namespace createSocialService {
  type Options = { fetch: AuthFetch; projectId: string; storage: KeyValueStorage; popupHost?: PopupHost | undefined; redirectHost?: RedirectHost | undefined }
}

export function createSocialService({ fetch, projectId, storage, popupHost, redirectHost }: createSocialService.Options): SocialService {
  return {
    ...createSocialClient(fetch, projectId),
    openPopup: () => (popupHost ? openSocialPopup(popupHost) : undefined),
    redirect: redirectHost && createSocialRedirect(redirectHost, storage),
  }
}
