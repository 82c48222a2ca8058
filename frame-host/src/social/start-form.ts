import { SocialPaths, type SocialStartRequest } from '@porthole/protocol'

/**
 * Posts a form into a window the frame names (the login popup, or `_top`).
 * A social login starts this way, as a navigation of that window, so the
 * worker's flow-binding cookie lands in the window that finishes the login.
 */
export type FormPoster = (target: string, action: string, fields: Record<string, string>) => void

/** The frame document's form poster: a hidden form, submitted and removed. */
export function documentFormPoster(document: Document): FormPoster {
  return (target, action, fields) => {
    const form = document.createElement('form')
    form.method = 'POST'
    form.action = action
    form.target = target
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input')
      input.type = 'hidden'
      input.name = name
      input.value = value
      form.append(input)
    }
    document.body.append(form)
    form.submit()
    form.remove()
  }
}

/** 32 random bytes, base64url: the key the login's result is sealed with, made and kept by the frame. */
export function newResultKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** Starts a flow in the named window: the worker answers there with the provider's page. */
export function postStartForm(post: FormPoster, target: string, request: SocialStartRequest): void {
  const { returnTo, ...fields } = request
  post(target, SocialPaths.start, returnTo === undefined ? fields : { ...fields, returnTo })
}
