import { featureEnabled } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { addedProject } from '../../workers/cli/add-project.js'
import { parseCommand } from '../../workers/cli/args.js'
import { addProjectSql, demoProjects } from './demo-projects.js'

const added = (argv: string[]) => {
  const command = parseCommand(argv)
  if (command.kind !== 'add') throw new Error('not an add')
  return addedProject(command)
}

describe("the local stack's projects", () => {
  it('are valid operator commands: demo offers passkeys and smart sessions on both chains, demo-siwx requires sign-in', () => {
    const [demo, siwx] = demoProjects('http://127.0.0.1:5173').map(added)
    expect(featureEnabled(demo!.features, 'passkeys')).toBe(true)
    expect(featureEnabled(demo!.features, 'smartSessions')).toBe(true)
    expect(demo!.smartAccountNetworks).toEqual(['eip155:31337', 'eip155:31338'])
    expect(demo!.returnUrls).toEqual(['http://127.0.0.1:5173/'])
    expect(siwx!.siwx).toMatchObject({ required: true, statement: 'Sign in to the Porthole demo', expirySeconds: 3600 })
    expect(siwx!.smartAccountNetworks).toEqual([])
    // A project starts without passkeys until its operator turns them on, as the demo does.
    expect(featureEnabled(siwx!.features, 'passkeys')).toBe(false)
  })

  it('are written as `project add` writes them, and a project the parser refuses never reaches D1', () => {
    expect(addProjectSql(demoProjects('http://127.0.0.1:5173')[0]!)).toMatch(/^INSERT INTO projects .*'demo'/s)
    expect(() => addProjectSql(['add', 'demo', '--origin', 'http://127.0.0.1:*'])).toThrow(/--name/)
  })
})
