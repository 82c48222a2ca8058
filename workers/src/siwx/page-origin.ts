import { isOriginAllowed } from '@porthole/protocol'
import type { Project } from '../projects/project.js'

/** The page a sign-in message is for: `domain` is its host (with port), `uri` its origin (EIP-4361's message format). */
export type PageOrigin = { domain: string; uri: string }

/**
 * The page origin the frame names, when the project allows it. A non-browser
 * client can name any origin, so what binds a message to a site is the
 * allow-list here plus the domain the signer reads in the message.
 */
export function allowedPageOrigin(project: Project, origin: string): PageOrigin | undefined {
  const url = new URL(origin)
  if (url.origin !== origin.replace(/\/$/, '') || !isOriginAllowed(url.origin, project.allowedOrigins)) return undefined
  return { domain: url.host, uri: url.origin }
}
