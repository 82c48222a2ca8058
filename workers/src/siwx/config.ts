import type { SiwxProjectConfig } from '@porthole/protocol'
import type { Project } from '../projects/project.js'

/** When only the snippet asks for sign-in, the project has no settings: optional, one day, cleared on disconnect. */
const SNIPPET_DEFAULT: SiwxProjectConfig = { required: false, expirySeconds: 24 * 60 * 60, clearOnDisconnect: true }

export const siwxConfigOf = (project: Project): SiwxProjectConfig => project.siwx ?? SNIPPET_DEFAULT

/** The frame's settings: the project's own, else what the snippet's `data-siwx` (`siwx` on the frame URL) asks for, else none. */
export function frameSiwx(project: Project, asked: string | null): SiwxProjectConfig | undefined {
  if (project.siwx) return project.siwx
  if (asked === 'required' || asked === 'optional') return { ...SNIPPET_DEFAULT, required: asked === 'required' }
  return undefined
}
