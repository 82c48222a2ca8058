import { execFile } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { STATE_DIR } from './state-dir.js'

const exec = promisify(execFile)
const D1_DIR = join(STATE_DIR, 'v3/d1/miniflare-D1DatabaseObject')

// node:sqlite needs Node 22 (workers/cli/node22); the worker keeps its database in WAL mode, which
// lets another process read and write beside it, waiting up to 15 s for the worker's write lock.
const SCRIPT = `
const { DatabaseSync } = require('node:sqlite')
const [path, mode, sql] = process.argv.slice(1)
// A reader opens read-only: it never takes the write lock the worker's own writes need.
const db = new DatabaseSync(path, { readOnly: mode === 'read' })
db.exec('PRAGMA busy_timeout = 15000')
if (mode === 'read') process.stdout.write(JSON.stringify(db.prepare(sql).all()))
else db.exec(sql)
db.close()
`

/** The sqlite file of the stack's one D1 database (miniflare keeps a metadata file beside it). */
async function databaseFile(): Promise<string> {
  const files = (await readdir(D1_DIR)).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
  if (files.length !== 1) throw new Error(`expected one D1 database in ${D1_DIR}, found ${files.length}: is the e2e stack running?`)
  return join(D1_DIR, files[0]!)
}

async function run(mode: 'read' | 'write', sql: string): Promise<string> {
  const { stdout } = await exec('workers/cli/node22', ['--no-warnings', '-e', SCRIPT, await databaseFile(), mode, sql])
  return stdout
}

/**
 * The rows of one query on the running stack's D1, read from its sqlite file as an operator holding
 * the database could (a fraction of a second, where wrangler's own `d1 execute` starts a workerd
 * and took minutes for a few specs at once on a loaded 2-core machine).
 */
export async function readLocalD1<Row>(sql: string): Promise<Row[]> {
  return JSON.parse(await run('read', sql)) as Row[]
}

/** Runs statements on the running stack's D1 (set-ups: saved projects). */
export async function writeLocalD1(sql: string): Promise<void> {
  await run('write', sql)
}
