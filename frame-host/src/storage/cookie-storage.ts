import type { KeyValueStorage } from './key-value-storage.js'

/** One year is 365 days. */
const ONE_YEAR_S = 365 * 24 * 60 * 60

/**
 * Storage in partitioned cookies (CHIPS), for where the browser denies the
 * frame its localStorage (third-party storage blocked, as in incognito
 * Chrome) but still keeps cookies partitioned under the embedding site. The
 * values are small: which wallet to find again, never a secret.
 */
export function cookieStorage(doc: { cookie: string }): KeyValueStorage {
  const attributes = `Path=/; Secure; SameSite=None; Partitioned`
  return {
    getItem(key) {
      const name = `${encodeURIComponent(key)}=`
      const entry = doc.cookie.split('; ').find((c) => c.startsWith(name))
      return entry === undefined ? null : decodeURIComponent(entry.slice(name.length))
    },
    setItem(key, value) {
      doc.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Max-Age=${ONE_YEAR_S}; ${attributes}`
    },
    removeItem(key) {
      doc.cookie = `${encodeURIComponent(key)}=; Max-Age=0; ${attributes}`
    },
  }
}
