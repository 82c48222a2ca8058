import { Alerts, type Alert } from '@porthole/protocol'
import * as z from 'zod/mini'

const status = z.object({ status: z.enum(['ok', 'origin-not-allowed', 'invalid-project', 'missing-project']) })

const ALERTS: Record<z.infer<typeof status>['status'], Alert | undefined> = {
  ok: undefined,
  'origin-not-allowed': Alerts.originNotAllowed,
  'invalid-project': Alerts.invalidProjectId,
  'missing-project': Alerts.projectIdNotConfigured,
}

/**
 * Asked only when the frame stays silent after loading: a frame blocked by
 * its CSP cannot say why, so the worker tells whether this page's origin is allowed.
 */
export async function explainSilentFrame(origin: string, projectId: string): Promise<Alert | undefined> {
  try {
    const response = await fetch(`${origin}/frame/status?projectId=${encodeURIComponent(projectId)}`)
    const parsed = status.safeParse(await response.json())
    return parsed.success ? ALERTS[parsed.data.status] : undefined
  } catch {
    return undefined
  }
}
