import { FRAME_CONFIG_ELEMENT_ID, FRAME_CONFIG_PLACEHOLDER, type FrameConfig } from '@porthole/protocol'

/** JSON that cannot close its `<script>` element, whatever the strings in it hold. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

/** Writes the config block where the build left the placeholder. */
export function renderFrame(template: string, config: FrameConfig): string {
  const block = `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`
  if (!template.includes(FRAME_CONFIG_PLACEHOLDER)) throw new Error('frame.html has no config placeholder')
  // A function replacement, so `$` sequences in the JSON are not patterns.
  return template.replace(FRAME_CONFIG_PLACEHOLDER, () => block)
}
