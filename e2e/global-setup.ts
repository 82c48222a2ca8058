import { makeSpecProjects } from './support/spec-projects.js'

/** Before any spec: the projects the specs use, written while the worker serves no one else (support/spec-projects.ts). */
export default async function globalSetup(): Promise<void> {
  await makeSpecProjects()
}
