import { InternalRpcError, Messages, SOCIAL_POPUP_NAME, type OAuthProvider } from '@porthole/protocol'
import type { AuthFetch } from '../http/index.js'
import type { KeyValueStorage } from '../storage/index.js'
import { createSocialClient, type SocialClient } from './social-client.js'
import { openSocialPopup, type PopupHost, type SocialPopup } from './social-popup.js'
import { createSocialRedirect, type RedirectHost, type SocialRedirect } from './social-redirect.js'
import { newResultKey, postStartForm, type FormPoster } from './start-form.js'

/** Social login's reach outside the store: the worker's routes and the login window. */
export type SocialService = SocialClient & {
  /** Must run inside the visitor's click; undefined when the browser blocked the window or there is none. */
  openPopup(): SocialPopup | undefined
  /** Starts the flow in the open popup; the result key the frame made and keeps for it. */
  startInPopup(provider: OAuthProvider): string
  /** Login by redirect, where the frame can send the tab away; undefined where it cannot. */
  redirect: SocialRedirect | undefined
}

export declare namespace createSocialService {
  type Options = {
    fetch: AuthFetch
    projectId: string
    storage: KeyValueStorage
    popupHost?: PopupHost | undefined
    redirectHost?: RedirectHost | undefined
    postForm?: FormPoster | undefined
  }
}

export function createSocialService({ fetch, projectId, storage, popupHost, redirectHost, postForm }: createSocialService.Options): SocialService {
  const start = (target: string, provider: OAuthProvider, returnTo?: string) => {
    if (!postForm) throw new InternalRpcError(Messages.failedToInitiateSocial)
    const resultKey = newResultKey()
    postStartForm(postForm, target, { provider, projectId, resultKey, ...(returnTo === undefined ? {} : { returnTo }) })
    return resultKey
  }
  return {
    ...createSocialClient(fetch),
    openPopup: () => (popupHost ? openSocialPopup(popupHost) : undefined),
    startInPopup: (provider) => start(SOCIAL_POPUP_NAME, provider),
    redirect: redirectHost && postForm && createSocialRedirect(redirectHost, storage, (provider, returnTo) => start('_top', provider, returnTo)),
  }
}
