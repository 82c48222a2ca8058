import { afterEach, describe, expect, it } from 'vitest'
import '../testing/english.js'
import { formatters } from './format.js'
import { localeFromLanguages } from '@porthole/protocol'
import { chooseLocale } from './load-locale.js'
import ja from './locales/ja.js'
import { translateText } from './spec-texts.js'
import { applyCatalogue, interpolate, localeState, t } from './translate.js'

// Test files share their modules: the next one starts in English.
afterEach(() => applyCatalogue('en', {} as never))

describe('translate', () => {
  it('fills placeholders, and leaves one it was not given as written', () => {
    expect(interpolate('Continue in {wallet}', { wallet: 'Rainbow' })).toBe('Continue in Rainbow')
    expect(interpolate('Key {key} · until {until}', { key: '0xab' })).toBe('Key 0xab · until {until}')
  })

  it('speaks English until a catalogue is applied, then that language', () => {
    expect(t('view.Connect')).toBe('Connect wallet')
    applyCatalogue('ja', ja)
    expect(t('external.continueIn', { wallet: 'Rainbow' })).toBe('Rainbowで続けてください')
    applyCatalogue('en', {} as never)
    // A catalogue missing a key (a chunk older than the code) shows English for it.
    expect(t('view.Connect')).toBe('Connect wallet')
  })
})

describe('texts the frame writes', () => {
  it('stay as written in English, and are translated by their English or their pattern elsewhere', () => {
    const { t: english } = localeState()
    expect(translateText('en', english, 'Insufficient balance')).toBe('Insufficient balance')
    applyCatalogue('ja', ja)
    const { t: japanese } = localeState()
    expect(translateText('ja', japanese, 'Insufficient balance')).toBe('残高が不足しています')
    expect(translateText('ja', japanese, 'Please try again after 12 seconds')).toBe('12秒後にもう一度お試しください')
    expect(translateText('ja', japanese, 'Approve USDC in your wallet…')).toBe('ウォレットでUSDCを承認してください…')
    // A wallet's own error is not in any catalogue: shown as it came.
    expect(translateText('ja', japanese, 'User denied account access')).toBe('User denied account access')
  })

  it('are translated by the language state once the language comes with its text translator', () => {
    applyCatalogue('en', {} as never)
    expect(localeState().text('Insufficient balance')).toBe('Insufficient balance')
    applyCatalogue('ja', ja, translateText)
    expect(localeState().text('Please try again after 12 seconds')).toBe('12秒後にもう一度お試しください')
  })
})

describe('choosing the language', () => {
  it("takes the site's choice, else the browser's first supported language by its primary subtag, else English", () => {
    expect(chooseLocale('ar', ['de-DE'])).toBe('ar')
    expect(chooseLocale(undefined, ['sv-SE', 'pt-BR', 'de'])).toBe('pt')
    expect(localeFromLanguages(['zh-Hant-TW'])).toBe('zh')
    expect(chooseLocale(undefined, ['sv-SE', 'nb'])).toBe('en')
  })
})

describe('formatters', () => {
  it('keep plain amounts in English and every digit of the amount', () => {
    const en = formatters('en')
    expect(en.amount('10000.000 ETH')).toBe('10000.000 ETH')
    expect(en.amount('123456789012345678.123')).toBe('123456789012345678.123')
    expect(en.fiat(1234.5)).toBe('$1,234.50')
    expect(en.monthYear(2026, 10)).toBe('November 2026')
  })

  it('write amounts, months and money the way the language does', () => {
    expect(formatters('ja').amount('10000.000 ETH')).toBe('10,000.000 ETH')
    expect(formatters('ja').monthYear(2026, 10)).toBe('2026年11月')
    expect(formatters('de').amount('-1234.500 USDC')).toBe('-1.234,500 USDC')
    // French groups with a narrow no-break space and puts the currency after.
    expect(formatters('fr').fiat(1234.5)).toBe('1\u202f234,50\u00a0$US')
    expect(formatters('ar').monthYear(2026, 10)).toContain('نوفمبر')
    // Not a number: shown as it is.
    expect(formatters('de').amount('—')).toBe('—')
  })
})
