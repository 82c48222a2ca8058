/** Porthole's icon, in its EIP-6963 announcement and as a Wallet Standard wallet. */
export const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%231e293b'/%3E%3Ccircle cx='16' cy='16' r='8' fill='%2338bdf8' stroke='%23e2e8f0' stroke-width='3'/%3E%3C/svg%3E"

/** crypto.randomUUID exists only in secure contexts; a plain-http page still gets a v4 uuid. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Announces `provider` now and again on every `eip6963:requestProvider`. */
export function announceProvider(target: EventTarget, provider: object): void {
  const info = Object.freeze({ uuid: uuid(), name: 'Porthole', icon: ICON, rdns: 'dev.porthole' })
  const detail = Object.freeze({ info, provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
}
