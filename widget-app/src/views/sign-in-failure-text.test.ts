import { afterEach, describe, expect, it } from 'vitest'
import '../testing/english.js'
import ja from '../i18n/locales/ja.js'
import { translateText } from '../i18n/spec-texts.js'
import { applyCatalogue, localeState } from '../i18n/translate.js'
import { signInFailureText } from './sign-in-failure-text.js'

afterEach(() => applyCatalogue('en', {} as never))

describe('a failed sign-in, in words', () => {
  it('English: the texts the visitor has always read', () => {
    const { t, text } = localeState()
    expect(signInFailureText({ code: 'noAccount' }, t, text)).toBe('Connect a wallet to sign in')
    expect(signInFailureText({ code: 'messageMismatch' }, t, text)).toBe('The sign-in message does not match this page')
    expect(signInFailureText({ code: 'noSignature' }, t, text)).toBe('The wallet returned no signature')
    expect(signInFailureText({ code: 'declined' }, t, text)).toBe('The signature was declined')
    expect(signInFailureText({ code: 'notPrepared' }, t, text)).toBe('Sign-in failed')
    expect(signInFailureText({ code: 'failed', text: 'Sign-in failed: network error' }, t, text)).toBe('Sign-in failed: network error')
  })

  it('another language: the codes translated, a worker text it does not know as it is', () => {
    applyCatalogue('ja', ja, translateText)
    const { t, text } = localeState()
    expect(signInFailureText({ code: 'declined' }, t, text)).toBe(ja['siwx.declined'])
    expect(signInFailureText({ code: 'failed', text: 'Nonce expired' }, t, text)).toBe('Nonce expired')
  })
})
