/**
 * `tsx e2e/support/make-spec-projects.ts`: the specs' projects, made by `npm test` once the e2e stack
 * answers, while the unit and worker tests run (those leave a core partly idle, and the operator's
 * commands take about a minute). Playwright's global setup then leaves them as they are.
 */
import { makeSpecProjects } from './spec-projects.js'

await makeSpecProjects()
