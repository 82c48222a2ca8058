import { base64urlnopad } from '@scure/base'

function importKey(resultKey: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new Uint8Array(base64urlnopad.decode(resultKey)), 'AES-GCM', false, ['encrypt', 'decrypt'])
}

/**
 * AES-GCM under the flow's result key: the stored result is useless to
 * anyone but the frame that started the flow and holds that key.
 */
export async function seal(resultKey: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await importKey(resultKey), new TextEncoder().encode(plaintext)))
  const out = new Uint8Array(iv.length + sealed.length)
  out.set(iv)
  out.set(sealed, iv.length)
  return base64urlnopad.encode(out)
}

/** The plaintext, or undefined when the key is not the one it was sealed with. */
export async function unseal(resultKey: string, sealed: string): Promise<string | undefined> {
  const bytes = new Uint8Array(base64urlnopad.decode(sealed))
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await importKey(resultKey), bytes.slice(12))
    return new TextDecoder().decode(plain)
  } catch {
    return undefined
  }
}
