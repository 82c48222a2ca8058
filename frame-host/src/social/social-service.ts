import type { AuthFetch } from '../embedded/auth-client.js'
import { createSocialClient, type SocialClient } from './social-client.js'
import { openSocialPopup, type PopupHost, type SocialPopup } from './social-popup.js'

/** Social login's reach outside the store: the worker's routes and the login window. */
export type SocialService = SocialClient & {
  /** Must run inside the visitor's click; undefined when the browser blocked the window or there is none. */
  openPopup(): SocialPopup | undefined
}

export function createSocialService(fetch: AuthFetch, projectId: string, host: PopupHost | undefined): SocialService {
  return { ...createSocialClient(fetch, projectId), openPopup: () => (host ? openSocialPopup(host) : undefined) }
}
