import { Alerts, FRAME_CONFIG_ELEMENT_ID, type FrameConfig } from '@porthole/protocol'

/** What the frame runs with when the worker gave it nothing usable: it serves no page. */
export const INVALID_CONFIG: FrameConfig = {
  projectId: '',
  theme: 'light',
  allowedOrigins: [],
  features: [],
  alert: Alerts.invalidProjectId,
}

type ConfigSource = { getElementById(id: string): { textContent: string | null } | null }

/**
 * Reads the JSON block the worker wrote into the frame document, not yet
 * checked: the hidden first paint renders from it while zod's code is still
 * on its way, and startFrame checks it (checkFrameConfig) before the frame
 * serves the page. A missing block, or one that is not a JSON object, means
 * the frame was not served for a known project.
 */
export function readFrameConfig(doc: ConfigSource): FrameConfig {
  const text = doc.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent
  if (!text) return INVALID_CONFIG
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return INVALID_CONFIG
  }
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as FrameConfig) : INVALID_CONFIG
}
