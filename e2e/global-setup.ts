import { makeSpecProjects } from './support/spec-projects.js'

/**
 * Before any spec: the projects the specs use, written while the worker serves no one else
 * (support/spec-projects.ts), unless `npm test` made them already (support/make-spec-projects.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.PORTHOLE_SPEC_PROJECTS === 'made') return
  await makeSpecProjects()
}
