import type { DappMetadata } from '@porthole/protocol'
import type { DappAttributes } from '../script-options.js'

/** The frame's schema refuses an icon list longer than this, and any icon that is not http(s). */
const MAX_ICONS = 4

const resolve = (href: string, base: string) => {
  try {
    return new URL(href, base).href
  } catch {
    return ''
  }
}

/**
 * How the page presents itself, as WalletConnect's own
 * `getAppMetadata` reads it: the snippet's attributes first, then the title,
 * the description meta tag and the icon links. The frame checks all of it;
 * here it is only trimmed to what the frame accepts, so a long title still
 * names the site instead of refusing the whole message.
 */
export function readDappMetadata(document: Document, location: Location, attributes: DappAttributes): DappMetadata {
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((link) => link.href)
  const icons = (attributes.icon ? [resolve(attributes.icon, location.href)] : links).filter((href) => /^https?:/.test(href) && href.length <= 2048)
  return {
    name: (attributes.name || document.title.trim() || location.host).slice(0, 100),
    description: (attributes.description ?? description ?? '').trim().slice(0, 300),
    url: location.origin,
    icons: icons.slice(0, MAX_ICONS),
  }
}
