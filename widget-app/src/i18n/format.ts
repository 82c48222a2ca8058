import type { Locale } from '@porthole/protocol'
import { useMemo } from 'react'
import { useLocale } from './use-t.js'

/**
 * The Intl tag each locale formats with. English is US English, as spec §9's
 * examples are written (`$1,234.50`, 'November 2026').
 */
const INTL_TAGS: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-BR',
  ja: 'ja-JP',
  zh: 'zh-CN',
  ko: 'ko-KR',
  ru: 'ru-RU',
  ar: 'ar',
}

/** A decimal text the frame wrote (`-1234.500`), optionally with a unit after it (`1234.500 ETH`). */
const AMOUNT = /^([+-]?\d+(?:\.(\d+))?)(.*)$/s

export type Formatters = {
  /**
   * A decimal text the frame wrote, floored to its digits already (spec §9:
   * 3 decimals), in the locale's digits and separators with exactly those
   * decimals; a unit after it is kept. English keeps spec §9's plain form
   * (no thousands separator). A text that is not a number stays as it is.
   */
  amount(text: string): string
  /** A US dollar value with 2 decimals (spec §9 fiat). */
  fiat(value: number): string
  /** A month of a year, as activity groups are headed (`month` from 0). */
  monthYear(year: number, month: number): string
  /** A moment (ms since the epoch) as a medium date and a short time. */
  dateTime(ms: number): string
}

export function formatters(locale: Locale): Formatters {
  const tag = INTL_TAGS[locale]
  const numbers = new Map<number, Intl.NumberFormat>()
  const numberFormat = (decimals: number) => {
    let format = numbers.get(decimals)
    if (!format) {
      format = new Intl.NumberFormat(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: locale === 'en' ? false : 'auto' })
      numbers.set(decimals, format)
    }
    return format
  }
  const fiat = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const month = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' })
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' })
  return {
    amount(text) {
      const match = AMOUNT.exec(text.trim())
      if (!match) return text
      const [, number, decimals = '', unit] = match
      // A string keeps every digit: a balance is never rounded through a float.
      return `${numberFormat(decimals.length).format(number as Intl.StringNumericLiteral)}${unit}`
    },
    fiat: (value) => fiat.format(value),
    monthYear: (year, monthIndex) => month.format(Date.UTC(year, monthIndex, 1)),
    dateTime: (ms) => moment.format(ms),
  }
}

/** The formatters of the current language; built once per language. */
export function useFormat(): Formatters {
  const { locale } = useLocale()
  return useMemo(() => formatters(locale), [locale])
}
