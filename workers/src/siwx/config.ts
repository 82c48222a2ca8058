import type { SiwxProjectConfig } from '@porthole/protocol'
import type { Project } from '../projects/project.js'

/** When only the snippet asks for sign-in, the project has no settings: optional, one day, cleared on disconnect. */
const SNIPPET_DEFAULT: SiwxProjectConfig = { required: false, expirySeconds: 24 * 60 * 60, clearOnDisconnect: true }

export const siwxConfigOf = (project: Project): SiwxProjectConfig => project.siwx ?? SNIPPET_DEFAULT
