import { SIWX_MAX_EXPIRY_S, SIWX_MIN_EXPIRY_S, siwxProjectConfig, type SiwxProjectConfig } from '@porthole/protocol'

/** The `add` options that turn sign-in with X on; none of them: sign-in stays off. */
export const SIWX_OPTIONS = {
  siwx: { type: 'string' },
  'siwx-statement': { type: 'string' },
  'siwx-resource': { type: 'string', multiple: true },
  'siwx-expiry': { type: 'string' },
  'siwx-keep-on-disconnect': { type: 'boolean' },
} as const

export const SIWX_USAGE = `Sign-in with X: --siwx required|optional [--siwx-statement "<text>"] [--siwx-resource <url>…] [--siwx-expiry <seconds, ${SIWX_MIN_EXPIRY_S}-${SIWX_MAX_EXPIRY_S}>] [--siwx-keep-on-disconnect]
  (without --siwx-expiry a sign-in lasts one day; disconnecting ends it unless --siwx-keep-on-disconnect).`

type SiwxValues = {
  siwx?: string | undefined
  'siwx-statement'?: string | undefined
  'siwx-resource'?: string[] | undefined
  'siwx-expiry'?: string | undefined
  'siwx-keep-on-disconnect'?: boolean | undefined
}

/** The checked settings, undefined without `--siwx`; `fail` reports a bad value as the CLI's usage error. */
export function siwxConfigOf(values: SiwxValues, fail: (message: string) => Error): SiwxProjectConfig | undefined {
  const { siwx, 'siwx-statement': statement, 'siwx-resource': resources, 'siwx-expiry': expiry, 'siwx-keep-on-disconnect': keep } = values
  if (siwx === undefined) {
    if (statement !== undefined || resources !== undefined || expiry !== undefined || keep !== undefined)
      throw fail('--siwx-* options need --siwx required|optional')
    return undefined
  }
  if (siwx !== 'required' && siwx !== 'optional') throw fail(`Invalid --siwx '${siwx}': expected required or optional`)
  const expirySeconds = expiry === undefined ? 24 * 60 * 60 : Number(expiry)
  const parsed = siwxProjectConfig().safeParse({
    required: siwx === 'required',
    ...(statement === undefined ? {} : { statement: statement.trim() }),
    ...(resources === undefined ? {} : { resources }),
    expirySeconds,
    clearOnDisconnect: keep !== true,
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw fail(
      `Invalid sign-in settings (${issue?.path.join('.') || 'siwx'}): ${issue?.message ?? 'invalid'}; expiry is whole seconds from ${SIWX_MIN_EXPIRY_S} to ${SIWX_MAX_EXPIRY_S}, the statement one line`,
    )
  }
  return parsed.data
}
