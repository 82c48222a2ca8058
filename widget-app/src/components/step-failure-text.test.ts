import { AuthMessages } from '@porthole/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import '../testing/english.js'
import de from '../i18n/locales/de.js'
import { translateText } from '../i18n/spec-texts.js'
import { applyCatalogue, localeState } from '../i18n/translate.js'
import { stepFailureText } from './step-failure-text.js'

afterEach(() => applyCatalogue('en', {} as never))

describe('a failed email step, in words', () => {
  it('English: each code with its values', () => {
    const english = localeState()
    expect(stepFailureText({ code: 'invalidEmail' }, english)).toBe('Enter a valid email address')
    expect(stepFailureText({ code: 'cooldown', seconds: 12, until: 0 }, english)).toBe('Please try again after 12 seconds')
    expect(stepFailureText({ code: 'startAgain', flow: 'login' }, english)).toBe('Start again with your email.')
    expect(stepFailureText({ code: 'startAgain', flow: 'update' }, english)).toBe('Start again with the new email.')
    expect(stepFailureText({ code: 'failed', text: AuthMessages.invalidCode }, english)).toBe(AuthMessages.invalidCode)
    expect(stepFailureText(undefined, english)).toBe('')
  })

  it("another language: the view's keys and the logic's texts both translated", () => {
    applyCatalogue('de', de, translateText)
    const german = localeState()
    expect(stepFailureText({ code: 'startAgain', flow: 'login' }, german)).toBe(de['email.startAgain'])
    expect(stepFailureText({ code: 'invalidEmail' }, german)).toBe(de['email.invalid'])
    expect(stepFailureText({ code: 'cooldown', seconds: 12, until: 0 }, german)).toBe(de['text.cooldown'].replace('{seconds}', '12'))
    expect(stepFailureText({ code: 'failed', text: 'Something went wrong' }, german)).toBe(de['text.Something went wrong'])
  })
})
