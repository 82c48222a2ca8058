import type { SignInFailure } from '@porthole/frame-host'
import type { Translate } from '../i18n/translate.js'

/** A failed sign-in in words: the view's keys, or the worker's own text translated as the logic's texts are. */
export function signInFailureText(failure: SignInFailure, t: Translate, text: (english: string) => string): string {
  return failure.code === 'failed' ? text(failure.text) : t(`siwx.${failure.code}`)
}
