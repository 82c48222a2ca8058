import { useMemo } from 'react'
import { encode } from 'uqr'
import { useT } from '../i18n/use-t.js'

/** A QR code of `value`, encoded by uqr and drawn as one SVG path (no inline styles: the CSP forbids them). */
export function QrCode({ value, size = 240 }: { value: string; size?: number }) {
  const t = useT()
  const { path, modules } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 2 })
    const d = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('')
    return { path: d, modules: data.length }
  }, [value])
  return (
    <svg className="qr" width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" role="img" aria-label={t('common.qrCode')}>
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
