import { Alerts, PROTOCOL_VERSION, remoteConfig, type Alert, type FrameConfig, type RemoteFeature } from '@porthole/protocol'
import { localContradicted } from './local-features.js'
import { featuresFetched, type FrameThunk, raiseAlert } from '../store/index.js'
import type { Fetch } from '../http/index.js'

/** Config service. Relative: the worker that served the frame answers it. */
const CONFIG_PATH = '/appkit/v1/config'
const SDK_TYPE = 'porthole'

/** Alert for a failed response; a status the spec does not name reads as Network Error. */
function alertFor(response: Response): Alert | undefined {
  if (response.ok) return undefined
  if (response.status === 429) return Alerts.rateLimited
  if (response.status === 403) return Alerts.invalidProjectId
  return response.status >= 500 && response.status <= 599 ? Alerts.serverError : Alerts.networkError
}

type Remote = { features: RemoteFeature[]; basic: boolean }

/** The warning when the snippet set what the project's configuration says otherwise about. */
export const LOCAL_CONFIGURATION_IGNORED = 'Local configuration ignored'

async function readFeatures(fetch: Fetch, projectId: string): Promise<Remote | Alert> {
  const query = new URLSearchParams({ projectId, st: SDK_TYPE, sv: String(PROTOCOL_VERSION) })
  try {
    const response = await fetch(`${CONFIG_PATH}?${query}`)
    const alert = alertFor(response)
    if (alert) return alert
    const parsed = remoteConfig().safeParse(await response.json())
    return parsed.success ? { features: parsed.data.features, basic: parsed.data.basic ?? false } : Alerts.networkError
  } catch {
    return Alerts.networkError
  }
}

/**
 * The project's remote features from the config service replace the
 * embedded ones and the snippet's own values. On any failure those stay and an
 * alert is raised. A local value the answer contradicts is ignored with one
 * warning (a frame fetches its configuration once). A frame with an alert
 * serves no page, so it asks nothing.
 */
export function fetchRemoteConfig(config: FrameConfig, fetch: Fetch): FrameThunk<Promise<void>> {
  return async (dispatch) => {
    if (config.alert !== undefined) return
    const result = await readFeatures(fetch, config.projectId)
    if (typeof result === 'string') {
      dispatch(raiseAlert(result))
      return
    }
    dispatch(featuresFetched(result))
    if (localContradicted(result, config.local)) console.warn(LOCAL_CONFIGURATION_IGNORED)
  }
}
