import type { RemoteFeature, SiwxProjectConfig } from '@porthole/protocol'
import { PROJECT_COLUMNS } from '../src/projects/project.js'

/** A SQLite string literal. Inputs are validated first; this only has to quote. */
export function sqlString(value: string): string {
  if (value.includes('\0')) throw new Error('SQL strings cannot hold NUL characters')
  return `'${value.replaceAll("'", "''")}'`
}

export type ProjectInput = { id: string; name: string; origins: string[]; returnUrls: string[]; features: RemoteFeature[]; defaultNetwork?: string | undefined; siwx?: SiwxProjectConfig | undefined; smartAccountNetworks?: string[] | undefined }

/** Insert, or update everything but `created_at` when the id exists, so `add` can be rerun. */
export function upsertProjectSql(project: ProjectInput, now: number): string {
  const values = [project.id, project.name, JSON.stringify(project.origins), JSON.stringify(project.returnUrls), JSON.stringify(project.features)].map(sqlString)
  const network = project.defaultNetwork === undefined ? 'NULL' : sqlString(project.defaultNetwork)
  const siwx = project.siwx === undefined ? 'NULL' : sqlString(JSON.stringify(project.siwx))
  const smartAccounts = project.smartAccountNetworks?.length ? sqlString(JSON.stringify(project.smartAccountNetworks)) : 'NULL'
  return (
    `INSERT INTO projects (id, name, allowed_origins, return_urls, features, default_network, siwx, smart_account_networks, created_at) VALUES (${values.join(', ')}, ${network}, ${siwx}, ${smartAccounts}, ${Math.trunc(now)}) ` +
    'ON CONFLICT(id) DO UPDATE SET name = excluded.name, allowed_origins = excluded.allowed_origins, return_urls = excluded.return_urls, features = excluded.features, ' +
    'default_network = excluded.default_network, siwx = excluded.siwx, smart_account_networks = excluded.smart_account_networks RETURNING id, created_at'
  )
}

export const LIST_PROJECTS_SQL = `SELECT ${PROJECT_COLUMNS} FROM projects ORDER BY id`

/** Only the smart-account networks of an existing project; none (an empty list) turns them off. */
export function setSmartAccountsSql(id: string, networks: string[]): string {
  const value = networks.length ? sqlString(JSON.stringify(networks)) : 'NULL'
  return `UPDATE projects SET smart_account_networks = ${value} WHERE id = ${sqlString(id)} RETURNING id`
}

export function removeProjectSql(id: string): string {
  return `DELETE FROM projects WHERE id = ${sqlString(id)} RETURNING id`
}
