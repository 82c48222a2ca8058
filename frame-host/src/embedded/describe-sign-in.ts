import { parseSiweMessage } from 'viem/siwe'
import type { Warning } from './warning.js'

/**
 * A sign-in message (EIP-4361, or CAIP-122 for another chain): the site it
 * signs in to and the account. One whose domain or URI is not the requesting
 * page signs the visitor in to another site: danger.
 */
export type SignInRequest = {
  domain: string
  uri: string | undefined
  address: string
  chainId: number | undefined
  matchesPage: boolean
  warning: Warning
}

// CAIP-122 generalises EIP-4361's first line to any chain's account.
const header = /^(?:[a-zA-Z][a-zA-Z0-9+\-.]*:\/\/)?(?<domain>[^\s/]+) wants you to sign in with your .+ account:\n(?<address>\S+)\n/

const originOf = (uri: string): string | undefined => {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}

/** The sign-in a message asks for, or undefined when it is not one; `pageOrigin` is the handshake's (undefined: none yet, which matches nothing). */
export function describeSignIn(text: string, pageOrigin: string | undefined): SignInRequest | undefined {
  const groups = header.exec(text)?.groups
  if (!groups?.domain || !groups.address) return undefined
  const { uri, chainId } = parseSiweMessage(text)
  const matchesPage = pageOrigin !== undefined && groups.domain === new URL(pageOrigin).host && uri !== undefined && originOf(uri) === pageOrigin
  return { domain: groups.domain, uri, address: groups.address, chainId, matchesPage, warning: matchesPage ? 'none' : 'danger' }
}
