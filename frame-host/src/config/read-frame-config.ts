import { Alerts, FRAME_CONFIG_ELEMENT_ID, frameConfig, type FrameConfig } from '@porthole/protocol'

/** What the frame runs with when the worker gave it nothing usable: it serves no page. */
const INVALID: FrameConfig = {
  projectId: '',
  theme: 'light',
  allowedOrigins: [],
  features: [],
  alert: Alerts.invalidProjectId,
}

type ConfigSource = { getElementById(id: string): { textContent: string | null } | null }

/**
 * Reads the JSON block the worker wrote into the frame document. A missing or
 * malformed block means the frame was not served for a known project.
 */
export function readFrameConfig(doc: ConfigSource): FrameConfig {
  const text = doc.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent
  if (!text) return INVALID
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return INVALID
  }
  const parsed = frameConfig().safeParse(json)
  return parsed.success ? parsed.data : INVALID
}
