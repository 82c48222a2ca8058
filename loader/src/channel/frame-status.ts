import { Alerts, frameStatus, type Alert, type FrameStatus } from '@porthole/protocol'

const ALERTS: Record<FrameStatus, Alert | undefined> = {
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
    const parsed = frameStatus().safeParse(await response.json())
    return parsed.success ? ALERTS[parsed.data.status] : undefined
  } catch {
    return undefined
  }
}
