import type { RemoteFeature, SiwxProjectConfig } from '@porthole/protocol'
import { PROJECT_COLUMNS } from '../src/projects/project.js'

/** A SQLite string literal. Inputs are validated first; this only has to quote. */
export function sqlString(value: string): string {
  if (value.includes('\0')) throw new Error('SQL strings cannot hold NUL characters')
  return `'${value.replaceAll("'", "''")}'`
}

export type ProjectInput = { id: string; name: string; origins: string[]; returnUrls: string[]; features: RemoteFeature[]; defaultNetwork?: string | undefined; siwx?: SiwxProjectConfig | undefined; smartAccountNetworks?: string[] | undefined; networks?: string[] | undefined }

/** Insert, or update everything but `created_at` when the id exists, so `add` can be rerun. */
export function upsertProjectSql(project: ProjectInput, now: number): string {
  const values = [project.id, project.name, JSON.stringify(project.origins), JSON.stringify(project.returnUrls), JSON.stringify(project.features)].map(sqlString)
  const network = project.defaultNetwork === undefined ? 'NULL' : sqlString(project.defaultNetwork)
  const siwx = project.siwx === undefined ? 'NULL' : sqlString(JSON.stringify(project.siwx))
  const smartAccounts = jsonListOrNull(project.smartAccountNetworks)
  const networks = jsonListOrNull(project.networks)
  return (
    `INSERT INTO projects (id, name, allowed_origins, return_urls, features, default_network, siwx, smart_account_networks, networks, created_at) VALUES (${values.join(', ')}, ${network}, ${siwx}, ${smartAccounts}, ${networks}, ${Math.trunc(now)}) ` +
    'ON CONFLICT(id) DO UPDATE SET name = excluded.name, allowed_origins = excluded.allowed_origins, return_urls = excluded.return_urls, features = excluded.features, ' +
    'default_network = excluded.default_network, siwx = excluded.siwx, smart_account_networks = excluded.smart_account_networks, networks = excluded.networks RETURNING id, created_at'
  )
}

export const LIST_PROJECTS_SQL = `SELECT ${PROJECT_COLUMNS} FROM projects ORDER BY id`

/** A JSON list column: an empty list is NULL (the column's "none"/"defaults"). */
const jsonListOrNull = (list: string[] | undefined): string => (list?.length ? sqlString(JSON.stringify(list)) : 'NULL')

export type ProjectChanges = { smartAccountNetworks?: string[] | undefined; networks?: string[] | undefined; defaultNetwork?: string | undefined }

/** The given settings of an existing project, the others left as they are; an empty list turns its setting off. */
export function setProjectSql(id: string, changes: ProjectChanges): string {
  const sets = [
    ...(changes.smartAccountNetworks === undefined ? [] : [`smart_account_networks = ${jsonListOrNull(changes.smartAccountNetworks)}`]),
    ...(changes.networks === undefined ? [] : [`networks = ${jsonListOrNull(changes.networks)}`]),
    ...(changes.defaultNetwork === undefined ? [] : [`default_network = ${sqlString(changes.defaultNetwork)}`]),
  ]
  if (sets.length === 0) throw new Error('Nothing to change')
  return `UPDATE projects SET ${sets.join(', ')} WHERE id = ${sqlString(id)} RETURNING id`
}

export function removeProjectSql(id: string): string {
  return `DELETE FROM projects WHERE id = ${sqlString(id)} RETURNING id`
}
