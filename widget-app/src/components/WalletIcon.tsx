/**
 * A wallet's or provider's icon: a page's data URI or a worker image, so only ever an <img> (never markup).
 * Decorative: the name is beside it.
 */
export function WalletIcon({ src, size = 28 }: { src: string; size?: number }) {
  return <img className="wallet-icon" src={src} alt="" width={size} height={size} draggable={false} />
}
