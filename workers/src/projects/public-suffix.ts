import type { OriginPattern } from '@porthole/protocol'
import { getPublicSuffix } from 'tldts'

/**
 * A wildcard on a public suffix (`https://*.com`, `*.co.uk`, `*.github.io`)
 * would let anyone who registers a name under it embed the widget. The Public
 * Suffix List (ICANN and private sections, from tldts) says which bases those are;
 * a name the list does not know is its own suffix, and is refused too.
 * Kept to the worker and the CLI: the list is too large for the loader or the frame.
 */
export function isPublicSuffixWildcard(pattern: OriginPattern): boolean {
  return pattern.wildcardHost && getPublicSuffix(pattern.host, { allowPrivateDomains: true }) === pattern.host
}
