import { caipChainId, FeatureIds, formatOriginPattern, parseOriginPattern, projectId, type FeatureId } from '@porthole/protocol'
import { parseArgs } from 'node:util'
import { NETWORK_CATALOG } from '../src/networks/catalog.js'
import { legalUrl, returnUrl, smartAccountNetwork } from '../src/projects/project.js'
import { isPublicSuffixWildcard } from '../src/projects/public-suffix.js'
import { SIWX_OPTIONS, SIWX_USAGE, siwxConfigOf } from './siwx-args.js'
import type { SiwxProjectConfig } from '@porthole/protocol'

/** Which D1 the command runs against: local state (optionally elsewhere on disk) or the deployed one. */
export type Target = { remote: true } | { remote: false; persistTo?: string }

/**
 * Features switched by `--feature id=on|off`, `--basic on|off`, the legal checkbox's links (`''` removes one),
 * the networks offered (`--networks`, `''` for the defaults) and the default network.
 */
export type Settings = {
  features?: Partial<Record<FeatureId, boolean>>
  basic?: boolean
  termsUrl?: string | null
  privacyUrl?: string | null
  networks?: string[]
  defaultNetwork?: string
}

export type Command =
  | ({
      kind: 'add'
      id: string
      name: string
      origins: string[]
      returnUrls: string[]
      disabled: FeatureId[]
      defaultNetwork?: string
      siwx?: SiwxProjectConfig
      smartAccountNetworks: string[]
      target: Target
    } & Settings)
  | { kind: 'list'; target: Target }
  | { kind: 'remove'; id: string; target: Target }
  | ({ kind: 'set'; id: string; smartAccountNetworks?: string[]; target: Target } & Settings)
  | { kind: 'events'; id: string; limit: number; target: Target }

export class UsageError extends Error {
  override name = 'UsageError'
}

/** `--remote` or `--persist-to <dir>` (never both): which D1 a command acts on. */
export function targetOf(values: { remote?: boolean | undefined; 'persist-to'?: string | undefined }): Target {
  if (values.remote && values['persist-to'] !== undefined) throw new UsageError('--persist-to applies to local state only, not with --remote')
  return values.remote ? { remote: true } : { remote: false, persistTo: values['persist-to'] }
}

export const USAGE = `Usage:
  npm run project -- add <id> --name "<name>" --origin <pattern> [--origin <pattern>…] [--disable <feature>…] [--default-network <caip-2 id>] [--networks <caip-2 id>,…] [--return-url <url>…] [--smart-accounts <caip-2 id>,…] [--siwx required|optional …]
  npm run project -- list
  npm run project -- remove <id>
  npm run project -- set <id> [--smart-accounts <caip-2 id>,…] [--feature <feature>=on|off…] [--basic on|off] [--terms-url <url>] [--privacy-url <url>] [--networks <caip-2 id>,…] [--default-network <caip-2 id>]
     (an existing project; --smart-accounts '' turns them off, --terms-url '' removes the link, --networks '' offers the defaults)
  npm run project -- events <id> [--limit <n>]   (the project's latest analytics events, newest first; default 50)
Options: --remote (the deployed database), --persist-to <dir> (local state directory)
Origin patterns: scheme://host[:port], http or https; the host may start with '*.', the port may be '*'.
Features: ${FeatureIds.join(', ')} (--feature on add and set; --disable <feature> on add is --feature <feature>=off)
Basic mode (--basic on): every remote feature off, and WalletConnect without the wallet directory.
Legal checkbox (--feature legalCheckbox=on): links to --terms-url and --privacy-url.
Default network: the CAIP-2 id embedded accounts start on, e.g. eip155:31337 (without it, eip155:1).
Networks: the networks the widget offers, in order, comma-separated, e.g. eip155:8453,eip155:42161 (without them, the defaults: Ethereum, Sepolia, Arbitrum One, the Solana clusters, Bitcoin). Known: ${[...NETWORK_CATALOG.keys()].join(' ')}.
Smart accounts: the eip155 networks where embedded accounts get an ERC-4337 smart account, comma-separated, e.g. eip155:31337,eip155:31338 (the worker needs a bundler for each, BUNDLER_URLS).
Return URLs: the exact page addresses a social login by redirect may come back to, e.g. https://shop.example.com/.
${SIWX_USAGE}`

const MAX_NAME = 100

function checkId(id: string | undefined): string {
  if (id === undefined) throw new UsageError('Missing project id')
  if (!projectId().safeParse(id).success) throw new UsageError(`Invalid project id '${id}': use 1-64 letters, digits, '_' or '-'`)
  return id
}

function checkName(name: string | undefined): string {
  const trimmed = name?.trim() ?? ''
  if (trimmed === '') throw new UsageError('Missing --name')
  // Control characters would garble `list` and have no place in a display name.
  if (trimmed.length > MAX_NAME || /\p{Cc}/u.test(trimmed)) {
    throw new UsageError(`Invalid name: at most ${MAX_NAME} printable characters`)
  }
  return trimmed
}

function checkOrigin(raw: string): string {
  const pattern = parseOriginPattern(raw)
  if (!pattern) throw new UsageError(`Invalid origin '${raw}': expected scheme://host[:port] (http or https, optional '*.' host prefix, optional ':*' port)`)
  if (isPublicSuffixWildcard(pattern))
    throw new UsageError(
      `Invalid origin '${raw}': '${pattern.host}' is a public suffix, so '*.${pattern.host}' would allow anyone's site; name your own domain`,
    )
  return formatOriginPattern(pattern)
}

function checkReturnUrl(raw: string): string {
  const parsed = returnUrl().safeParse(raw)
  if (!parsed.success) throw new UsageError(`Invalid return URL '${raw}': expected an absolute http or https URL without a fragment`)
  return parsed.data
}

function checkFeature(raw: string): FeatureId {
  const id = FeatureIds.find((f) => f === raw)
  if (!id) throw new UsageError(`Unknown feature '${raw}': expected one of ${FeatureIds.join(', ')}`)
  return id
}

function checkSwitch(raw: string, what: string): boolean {
  if (raw === 'on' || raw === 'true') return true
  if (raw === 'off' || raw === 'false') return false
  throw new UsageError(`Invalid ${what} '${raw}': expected on or off`)
}

/** `--feature swaps=off --feature smartSessions=on`: the last value of a feature wins. */
function checkFeatureSettings(raw: string[]): Partial<Record<FeatureId, boolean>> {
  const set: Partial<Record<FeatureId, boolean>> = {}
  for (const item of raw) {
    const [name = '', value, ...rest] = item.split('=')
    if (value === undefined || rest.length > 0) throw new UsageError(`Invalid --feature '${item}': expected <feature>=on|off`)
    set[checkFeature(name)] = checkSwitch(value, `value for ${name}`)
  }
  return set
}

/** A legal page's URL; '' (only where removing makes sense) is null. */
function checkLegalUrl(raw: string, flag: string): string | null {
  if (raw === '') return null
  const parsed = legalUrl().safeParse(raw)
  if (!parsed.success) throw new UsageError(`Invalid ${flag} '${raw}': expected an absolute http or https URL`)
  return parsed.data
}

type SettingValues = {
  feature?: string[] | undefined
  basic?: string | undefined
  'terms-url'?: string | undefined
  'privacy-url'?: string | undefined
  networks?: string[] | undefined
  'default-network'?: string | undefined
}

function settingsOf(values: SettingValues): Settings {
  return {
    ...(values.networks === undefined ? {} : { networks: checkNetworks(values.networks) }),
    ...(values['default-network'] === undefined ? {} : { defaultNetwork: checkNetwork(values['default-network']) }),
    ...(values.feature === undefined ? {} : { features: checkFeatureSettings(values.feature) }),
    ...(values.basic === undefined ? {} : { basic: checkSwitch(values.basic, '--basic') }),
    ...(values['terms-url'] === undefined ? {} : { termsUrl: checkLegalUrl(values['terms-url'], '--terms-url') }),
    ...(values['privacy-url'] === undefined ? {} : { privacyUrl: checkLegalUrl(values['privacy-url'], '--privacy-url') }),
  }
}

function checkLimit(raw: string | undefined): number {
  if (raw === undefined) return 50
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > 1_000) throw new UsageError(`Invalid --limit '${raw}': expected 1 to 1000`)
  return limit
}

function checkNetwork(raw: string): string {
  if (!caipChainId().safeParse(raw).success) throw new UsageError(`Invalid default network '${raw}': expected a CAIP-2 id such as eip155:1`)
  return raw
}

/** A project's network list: ids the catalog knows (so the frame can describe them), each once, in the given order. */
function checkNetworks(raw: string[]): string[] {
  const ids = raw
    .flatMap((list) => list.split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '')
  for (const id of ids) {
    if (!NETWORK_CATALOG.has(id)) throw new UsageError(`Unknown network '${id}': expected one of ${[...NETWORK_CATALOG.keys()].join(' ')}`)
  }
  return [...new Set(ids)]
}

function checkSmartAccountNetworks(raw: string[]): string[] {
  const ids = raw
    .flatMap((list) => list.split(','))
    .map((id) => id.trim())
    .filter((id) => id !== '')
  for (const id of ids) {
    if (!smartAccountNetwork().safeParse(id).success)
      throw new UsageError(`Invalid smart-account network '${id}': expected an eip155 CAIP-2 id such as eip155:8453`)
  }
  return [...new Set(ids)]
}

const withSiwx = (siwx: SiwxProjectConfig | undefined) => (siwx === undefined ? {} : { siwx })

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        origin: { type: 'string', multiple: true },
        disable: { type: 'string', multiple: true },
        'default-network': { type: 'string' },
        'return-url': { type: 'string', multiple: true },
        'smart-accounts': { type: 'string', multiple: true },
        networks: { type: 'string', multiple: true },
        feature: { type: 'string', multiple: true },
        basic: { type: 'string' },
        'terms-url': { type: 'string' },
        'privacy-url': { type: 'string' },
        limit: { type: 'string' },
        remote: { type: 'boolean' },
        'persist-to': { type: 'string' },
        ...SIWX_OPTIONS,
      },
    })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

/** Turns the command line into a checked command; every problem is a UsageError naming it. */
export function parseCommand(argv: string[]): Command {
  const { values, positionals } = parse(argv)
  const [kind, id, ...extra] = positionals
  if (extra.length > 0) throw new UsageError(`Unexpected argument '${extra[0]}'`)
  const target = targetOf(values)
  const onlyFor = (flag: string, present: boolean) => {
    if (present) throw new UsageError(`${flag} applies to 'add' only`)
  }
  if (kind !== 'add') {
    onlyFor('--name', values.name !== undefined)
    onlyFor('--origin', values.origin !== undefined)
    onlyFor('--disable', values.disable !== undefined)
    onlyFor('--return-url', values['return-url'] !== undefined)
    if (kind !== 'set') {
      const setting = (['smart-accounts', 'feature', 'basic', 'terms-url', 'privacy-url', 'networks', 'default-network'] as const).find(
        (flag) => values[flag] !== undefined,
      )
      if (setting) throw new UsageError(`--${setting} applies to 'add' and 'set' only`)
    }
    onlyFor(
      '--siwx',
      Object.keys(SIWX_OPTIONS).some((flag) => flag in values),
    )
  }
  if (kind !== 'events' && values.limit !== undefined) throw new UsageError("--limit applies to 'events' only")
  switch (kind) {
    case 'add': {
      const origins = (values.origin ?? []).map(checkOrigin)
      if (origins.length === 0) throw new UsageError('Give at least one --origin')
      return {
        kind,
        id: checkId(id),
        name: checkName(values.name),
        origins: [...new Set(origins)],
        returnUrls: [...new Set((values['return-url'] ?? []).map(checkReturnUrl))],
        disabled: (values.disable ?? []).map(checkFeature),
        ...settingsOf(values),
        ...withSiwx(siwxConfigOf(values, (message) => new UsageError(message))),
        smartAccountNetworks: checkSmartAccountNetworks(values['smart-accounts'] ?? []),
        target,
      }
    }
    case 'list':
      if (id !== undefined) throw new UsageError(`Unexpected argument '${id}'`)
      return { kind, target }
    case 'remove':
      return { kind, id: checkId(id), target }
    case 'set': {
      const settings = settingsOf(values)
      if (values['smart-accounts'] === undefined && Object.keys(settings).length === 0)
        throw new UsageError("'set' needs --smart-accounts, --feature, --basic, --terms-url, --privacy-url, --networks or --default-network")
      return {
        kind,
        id: checkId(id),
        ...(values['smart-accounts'] === undefined ? {} : { smartAccountNetworks: checkSmartAccountNetworks(values['smart-accounts']) }),
        ...settings,
        target,
      }
    }
    case 'events':
      return { kind, id: checkId(id), limit: checkLimit(values.limit), target }
    default:
      throw new UsageError(kind === undefined ? 'Missing command' : `Unknown command '${kind}'`)
  }
}
