import { addedProject } from '../../workers/cli/add-project.js'
import { parseCommand } from '../../workers/cli/args.js'
import { upsertProjectSql } from '../../workers/cli/sql.js'
import { CHAINS, DEMO_DEFAULT_NETWORK } from './config.js'

/** Smart accounts in the demo project: every local chain (each has a bundler). */
const DEMO_SMART_ACCOUNTS = CHAINS.map((chain) => `eip155:${chain.id}`).join(',')
const ORIGINS = ['--origin', 'http://127.0.0.1:*', '--origin', 'http://localhost:*']

/** The local stack's projects, as an operator adds them: `npm run project -- <these arguments>`. */
export const demoProjects = (demoUrl: string): string[][] => [
  [
    'add',
    'demo',
    '--name',
    'Demo',
    ...ORIGINS,
    '--default-network',
    DEMO_DEFAULT_NETWORK,
    '--smart-accounts',
    DEMO_SMART_ACCOUNTS,
    // Smart sessions are off by default; the demo shows them (and its e2e grants them).
    '--feature',
    'smartSessions=on',
    // Passkey accounts are off until a project turns them on; the demo offers them.
    '--feature',
    'passkeys=on',
    // A social login by redirect comes back to the demo page, as its referrer names it.
    '--return-url',
    `${demoUrl}/`,
  ],
  // The same site with sign-in with X required, for the sign-in e2e and trying it by hand: `/?project=demo-siwx`.
  [
    'add',
    'demo-siwx',
    '--name',
    'Demo with sign-in',
    ...ORIGINS,
    '--default-network',
    DEMO_DEFAULT_NETWORK,
    '--siwx',
    'required',
    '--siwx-statement',
    'Sign in to the Porthole demo',
    '--siwx-expiry',
    '3600',
  ],
]

/** What `npm run project -- add …` writes for these arguments: the same parser, defaults and statement. */
export function addProjectSql(argv: string[]): string {
  const command = parseCommand(argv)
  if (command.kind !== 'add') throw new Error(`not a project add: ${argv.join(' ')}`)
  return upsertProjectSql(addedProject(command), Date.now())
}
