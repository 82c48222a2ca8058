import type { StepFailure } from '@porthole/frame-host'
import { cooldownMessage } from '@porthole/protocol'
import type { LocaleState } from '../i18n/translate.js'
import { useLocale } from '../i18n/use-t.js'

/**
 * A failed email step in words: the view's own keys, or (the worker's words,
 * the cooldown the first paint writes) the logic's English texts, translated
 * as those are. No protocol texts but the cooldown's: this is in the first paint.
 */
export function stepFailureText(failure: StepFailure | undefined, { t, text }: Pick<LocaleState, 't' | 'text'>): string {
  if (failure === undefined) return ''
  switch (failure.code) {
    case 'invalidEmail':
      return t('email.invalid')
    case 'cooldown':
      return text(cooldownMessage(failure.seconds))
    case 'startAgain':
      return failure.flow === 'login' ? t('email.startAgain') : t('updateEmail.startAgain')
    case 'failed':
      return text(failure.text)
  }
}

export function useStepFailureText(): (failure: StepFailure | undefined) => string {
  const locale = useLocale()
  return (failure) => stepFailureText(failure, locale)
}
