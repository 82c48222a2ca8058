/**
 * Generated pictures for ids the icon packages have no logo for (logos.ts): a
 * tile (wallets) or a disc (assets, currencies, tokens) with a short label, its
 * colour derived from the id. Deterministic, so a long cache lifetime is safe.
 */

export type Shape = 'tile' | 'disc'

/** FNV-1a, 32 bits: a stable colour for an id across deploys. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/** 'Trust Wallet' → 'TW', 'MetaMask' → 'MM', 'Safe' → 'S'. */
export function initials(name: string): string {
  const [first = '', second] = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '')
  const inner = second ?? /\p{Lu}/u.exec(first.slice(1))?.[0] ?? ''
  return (first.charAt(0) + inner.charAt(0)).toUpperCase()
}

/** Asset, currency and token ids: short symbols ('ETH', 'usdc') are shown, anything else is a plain disc. */
export function symbolLabel(id: string): string {
  return /^[A-Za-z0-9]{1,5}$/.test(id) ? id.toUpperCase() : ''
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

export function imageSvg(seed: string, label: string, shape: Shape): string {
  const h = hash(seed)
  const fill = `hsl(${h % 360}, ${55 + ((h >>> 9) % 20)}%, ${36 + ((h >>> 17) % 12)}%)`
  const background = shape === 'tile' ? `<rect width="96" height="96" rx="24" fill="${fill}"/>` : `<circle cx="48" cy="48" r="48" fill="${fill}"/>`
  const size = [40, 40, 40, 30, 24, 20][label.length] ?? 20
  const text =
    label === ''
      ? ''
      : `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${size}" font-weight="600" fill="#fff">${escapeXml(label)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${background}${text}</svg>`
}
