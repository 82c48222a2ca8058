/**
 * The local stack's bundlers by chain, recorded in the state dir (pid and exact command line) so a
 * test can stop one mid-flow and start it again on the same port. `npm start` writes the record; a
 * bundler started again here is detached and recorded, and `npm start` ends it on shutdown.
 */
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as z from 'zod'
import { waitForBundler } from './bundler.js'

const record = z.object({ chainId: z.number(), url: z.string(), pid: z.number(), command: z.string(), args: z.array(z.string()) })
export type BundlerRecord = z.infer<typeof record>
const records = z.array(record)

const recordPath = (stateDir: string) => join(stateDir, 'bundlers.json')

export async function readBundlerRecords(stateDir: string): Promise<BundlerRecord[]> {
  try {
    return records.parse(JSON.parse(await readFile(recordPath(stateDir), 'utf8')))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/** Records bundlers, replacing those of the same chains; one writer at a time (npm start, then one spec at a time). */
export async function writeBundlerRecords(stateDir: string, entries: BundlerRecord[]): Promise<void> {
  await mkdir(stateDir, { recursive: true })
  const others = (await readBundlerRecords(stateDir)).filter((r) => !entries.some((entry) => entry.chainId === r.chainId))
  await saveRecords(stateDir, [...others, ...entries])
}

/** Written aside and renamed: a writer killed mid-write leaves the old record, never a truncated one the next start cannot read. */
async function saveRecords(stateDir: string, entries: BundlerRecord[]): Promise<void> {
  const path = recordPath(stateDir)
  await writeFile(`${path}.tmp`, JSON.stringify(entries, null, 2))
  await rename(`${path}.tmp`, path)
}

async function recordOf(stateDir: string, chainId: number): Promise<BundlerRecord> {
  const found = (await readBundlerRecords(stateDir)).find((r) => r.chainId === chainId)
  if (!found) throw new Error(`no bundler of chain ${chainId} is recorded in ${recordPath(stateDir)}: is the stack running?`)
  return found
}

const alive = (pid: number) => {
  // 0 and negative pids name process groups (-1: every process): never ours to signal.
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Ends a process by its pid: SIGTERM, SIGKILL after 3 s; resolves once it is gone. */
export async function endProcess(pid: number): Promise<void> {
  if (!alive(pid)) return
  process.kill(pid, 'SIGTERM')
  const killAt = Date.now() + 3_000
  while (alive(pid)) {
    if (Date.now() > killAt) process.kill(pid, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Whether the pid still runs the recorded command line (Linux's /proc; elsewhere it cannot be told, so no). */
async function runsRecord(entry: BundlerRecord): Promise<boolean> {
  const cmdline = await readFile(`/proc/${entry.pid}/cmdline`, 'utf8').catch(() => '')
  return (
    cmdline
      .split('\0')
      .filter((part) => part !== '')
      .join('\0') === [entry.command, ...entry.args].join('\0')
  )
}

/**
 * Ends every recorded bundler still running its recorded command line: one a spec started again
 * is no child of `npm start`, and one left by a stack that was killed holds its port. A pid that
 * now runs anything else is left alone. The record is emptied.
 */
export async function endRecordedBundlers(stateDir: string): Promise<void> {
  const entries = await readBundlerRecords(stateDir)
  await Promise.all(entries.map(async (entry) => ((await runsRecord(entry)) ? endProcess(entry.pid) : undefined)))
  if (entries.length > 0) await saveRecords(stateDir, [])
}

/** Stops the chain's bundler; its port refuses connections afterwards. */
export async function stopBundler(stateDir: string, chainId: number): Promise<void> {
  await endProcess((await recordOf(stateDir, chainId)).pid)
}

/** Starts the chain's bundler again with its recorded command line (same port), once it answers. */
export async function startBundler(stateDir: string, chainId: number): Promise<void> {
  const entry = await recordOf(stateDir, chainId)
  if (alive(entry.pid)) throw new Error(`the bundler of chain ${chainId} is still running (pid ${entry.pid})`)
  const log = openSync(join(stateDir, `bundler-${chainId}.log`), 'a')
  const child = spawn(entry.command, entry.args, { detached: true, stdio: ['ignore', log, log] })
  child.unref()
  if (child.pid === undefined) throw new Error(`the bundler of chain ${chainId} did not start`)
  await writeBundlerRecords(stateDir, [{ ...entry, pid: child.pid }])
  await waitForBundler(entry.url)
}
