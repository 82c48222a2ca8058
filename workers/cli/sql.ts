import type { RemoteFeature, SiwxProjectConfig } from '@porthole/protocol'
import { PROJECT_COLUMNS } from '../src/projects/project.js'

/** A SQLite string literal. Inputs are validated first; this only has to quote. */
export function sqlString(value: string): string {
  if (value.includes('\0')) throw new Error('SQL strings cannot hold NUL characters')
  return `'${value.replaceAll("'", "''")}'`
}

export type ProjectInput = {
  id: string
  name: string
  origins: string[]
  returnUrls: string[]
  features: RemoteFeature[]
  defaultNetwork?: string | undefined
  siwx?: SiwxProjectConfig | undefined
  smartAccountNetworks?: string[] | undefined
  /** The networks offered, in order; none: the defaults. */
  networks?: string[] | undefined
  basic?: boolean | undefined
  termsUrl?: string | null | undefined
  privacyUrl?: string | null | undefined
}

const nullable = (value: string | null | undefined) => (value == null ? 'NULL' : sqlString(value))
/** A JSON list column: an empty list is NULL (the column's "none" or "the defaults"). */
const jsonListOrNull = (list: string[] | undefined): string => (list?.length ? sqlString(JSON.stringify(list)) : 'NULL')

/** Insert, or update everything but `created_at` when the id exists, so `add` can be rerun. */
export function upsertProjectSql(project: ProjectInput, now: number): string {
  const values = [project.id, project.name, JSON.stringify(project.origins), JSON.stringify(project.returnUrls), JSON.stringify(project.features)].map(
    sqlString,
  )
  const network = project.defaultNetwork === undefined ? 'NULL' : sqlString(project.defaultNetwork)
  const siwx = project.siwx === undefined ? 'NULL' : sqlString(JSON.stringify(project.siwx))
  const smartAccounts = project.smartAccountNetworks?.length ? sqlString(JSON.stringify(project.smartAccountNetworks)) : 'NULL'
  const settings = `${project.basic ? 1 : 0}, ${nullable(project.termsUrl)}, ${nullable(project.privacyUrl)}, ${jsonListOrNull(project.networks)}`
  return (
    `INSERT INTO projects (id, name, allowed_origins, return_urls, features, default_network, siwx, smart_account_networks, basic, terms_url, privacy_url, networks, created_at) VALUES (${values.join(', ')}, ${network}, ${siwx}, ${smartAccounts}, ${settings}, ${Math.trunc(now)}) ` +
    'ON CONFLICT(id) DO UPDATE SET name = excluded.name, allowed_origins = excluded.allowed_origins, return_urls = excluded.return_urls, features = excluded.features, ' +
    'default_network = excluded.default_network, siwx = excluded.siwx, smart_account_networks = excluded.smart_account_networks, ' +
    'basic = excluded.basic, terms_url = excluded.terms_url, privacy_url = excluded.privacy_url, networks = excluded.networks RETURNING id, created_at'
  )
}

export const LIST_PROJECTS_SQL = `SELECT ${PROJECT_COLUMNS} FROM projects ORDER BY id`

/** Only the smart-account networks of an existing project; none (an empty list) turns them off. */
export function setSmartAccountsSql(id: string, networks: string[]): string {
  const value = networks.length ? sqlString(JSON.stringify(networks)) : 'NULL'
  return `UPDATE projects SET smart_account_networks = ${value} WHERE id = ${sqlString(id)} RETURNING id`
}

/** What `set` changes on an existing project; what it leaves out stays as it is. */
export type ProjectUpdate = {
  features?: RemoteFeature[] | undefined
  basic?: boolean | undefined
  termsUrl?: string | null | undefined
  privacyUrl?: string | null | undefined
  /** An empty list: the defaults again. */
  networks?: string[] | undefined
  defaultNetwork?: string | undefined
}

/** Only the given settings of an existing project (at least one). */
export function updateProjectSql(id: string, update: ProjectUpdate): string {
  const sets = [
    ...(update.features === undefined ? [] : [`features = ${sqlString(JSON.stringify(update.features))}`]),
    ...(update.basic === undefined ? [] : [`basic = ${update.basic ? 1 : 0}`]),
    ...(update.termsUrl === undefined ? [] : [`terms_url = ${nullable(update.termsUrl)}`]),
    ...(update.privacyUrl === undefined ? [] : [`privacy_url = ${nullable(update.privacyUrl)}`]),
    ...(update.networks === undefined ? [] : [`networks = ${jsonListOrNull(update.networks)}`]),
    ...(update.defaultNetwork === undefined ? [] : [`default_network = ${sqlString(update.defaultNetwork)}`]),
  ]
  if (sets.length === 0) throw new Error('Nothing to update')
  return `UPDATE projects SET ${sets.join(', ')} WHERE id = ${sqlString(id)} RETURNING id`
}

export function findProjectSql(id: string): string {
  return `SELECT ${PROJECT_COLUMNS} FROM projects WHERE id = ${sqlString(id)}`
}

/** A project's latest analytics events (POST /e), newest first. */
export function analyticsEventsSql(id: string, limit: number): string {
  return `SELECT event_id, event, url, domain, timestamp, props, received_at FROM analytics_events WHERE project_id = ${sqlString(id)} ORDER BY id DESC LIMIT ${Math.trunc(limit)}`
}

export function removeProjectSql(id: string): string {
  return `DELETE FROM projects WHERE id = ${sqlString(id)} RETURNING id`
}
