import { useEffect, useMemo, useState } from 'react'
import { useT } from '../i18n/use-t.js'

type Encode = (typeof import('uqr'))['encode']

/** uqr, a chunk of its own: a visitor who never shows a QR code never downloads it. */
let encoder: Encode | undefined
const loadEncoder = () => import('uqr').then(({ encode }) => (encoder = encode))

/**
 * A QR code of `value`, encoded by uqr and drawn as one SVG path (no inline styles: the CSP forbids them).
 * Until uqr has arrived (its first use in the frame, alongside the pairing the code is for), a blank square of the same size.
 */
export function QrCode({ value, size = 240 }: { value: string; size?: number }) {
  const t = useT()
  const [encode, setEncode] = useState(() => encoder)
  useEffect(() => {
    if (!encode) void loadEncoder().then((loaded) => setEncode(() => loaded))
  }, [encode])
  const drawn = useMemo(() => {
    if (!encode) return undefined
    const { data } = encode(value, { ecc: 'M', border: 2 })
    const d = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('')
    return { path: d, modules: data.length }
  }, [encode, value])
  const modules = drawn?.modules ?? 1
  return (
    <svg
      className="qr"
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={t('common.qrCode')}
      aria-busy={drawn ? undefined : true}
    >
      <rect width={modules} height={modules} fill="#fff" />
      {drawn && <path d={drawn.path} fill="#000" />}
    </svg>
  )
}
