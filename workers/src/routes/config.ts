import { featureEnabled, projectId } from '@porthole/protocol'
import * as z from 'zod'
import { json } from '../http/json.js'
import type { Route } from '../http/router.js'
import { withProject } from '../http/with-project.js'
import { allFeatures } from '../projects/defaults.js'
import type { Project } from '../projects/project.js'

const sdkField = z.optional(
  z
    .string()
    .max(64)
    .regex(/^[\w.@/+-]*$/),
)

const projectQuery = z.object({ projectId: projectId() })
const configQuery = z.object({ projectId: projectId(), st: sdkField, sv: sdkField })

/** A config route answers from its (required) project alone. */
const fromProject = <T extends { projectId: string }>(query: z.ZodType<T>, body: (project: Project) => unknown) =>
  withProject(query, async (_input, _request, _env, project) => json(body(project)))

/** The configuration service. */
export const configRoutes: Route[] = [
  {
    methods: ['GET', 'OPTIONS'],
    path: '/appkit/v1/config',
    limit: 'config',
    handle: fromProject(configQuery, (p) => ({ features: allFeatures(p.features), basic: p.basic })),
  },
  {
    methods: ['GET', 'OPTIONS'],
    path: '/projects/v1/origins',
    limit: 'config',
    handle: fromProject(projectQuery, (p) => ({ allowedOrigins: p.allowedOrigins })),
  },
  // The default-on `analytics` feature, as the project sets it.
  {
    methods: ['GET', 'OPTIONS'],
    path: '/getAnalyticsConfig',
    limit: 'config',
    handle: fromProject(projectQuery, (p) => ({ isAnalyticsEnabled: featureEnabled(p.features, 'analytics') })),
  },
]
