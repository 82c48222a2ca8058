import { PROJECT_COLUMNS, projectRow, type Project } from './project.js'

/** Looks a project up by id; a row that fails its schema is an error, never a partial project. */
export async function findProject(db: D1Database, id: string): Promise<Project | undefined> {
  const row = await db.prepare(`SELECT ${PROJECT_COLUMNS} FROM projects WHERE id = ?`).bind(id).first()
  if (row === null) return undefined
  const parsed = projectRow.safeParse(row)
  if (!parsed.success) throw new Error(`Project row '${id}' is invalid: ${parsed.error.message}`)
  return parsed.data
}
