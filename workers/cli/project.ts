/**
 * Operator command for the projects table: `npm run project -- add|list|remove|set`.
 * Every value is checked before any SQL is built; wrangler does the rest.
 */
import { projectRow } from '../src/projects/project.js'
import { defaultFeatures } from '../src/projects/defaults.js'
import { parseCommand, USAGE, UsageError, type Command } from './args.js'
import { LIST_PROJECTS_SQL, removeProjectSql, setProjectSql, upsertProjectSql } from './sql.js'
import { applyMigrations, execute } from './wrangler.js'

function run(command: Command): void {
  applyMigrations(command.target)
  const where = command.target.remote ? 'remote' : 'local'
  switch (command.kind) {
    case 'add': {
      const features = defaultFeatures(command.disabled)
      execute(upsertProjectSql({ ...command, features }, Date.now()), command.target)
      const off = command.disabled.length === 0 ? 'all features on' : `disabled: ${command.disabled.join(', ')}`
      console.log(`Saved project '${command.id}' (${where}): ${command.origins.join(' ')}; ${off}; default network ${command.defaultNetwork ?? 'eip155:1'}; return URLs: ${command.returnUrls.join(' ') || 'none'}; sign-in: ${command.siwx ? (command.siwx.required ? 'required' : 'optional') : 'off'}; smart accounts: ${command.smartAccountNetworks.join(' ') || 'none'}; networks: ${command.networks.join(' ') || 'the defaults'}`)
      return
    }
    case 'list': {
      const projects = execute(LIST_PROJECTS_SQL, command.target).map((row) => projectRow.parse(row))
      if (projects.length === 0) console.log(`No projects (${where}).`)
      for (const p of projects) {
        const off = p.features.filter((f) => !f.isEnabled).map((f) => f.id)
        const network = p.defaultNetwork ? `\tdefault network: ${p.defaultNetwork}` : ''
        const returns = p.returnUrls.length ? `\treturn URLs: ${p.returnUrls.join(' ')}` : ''
        const siwx = p.siwx ? `\tsign-in: ${p.siwx.required ? 'required' : 'optional'}, ${p.siwx.expirySeconds} s` : ''
        const smart = p.smartAccountNetworks.length ? `\tsmart accounts: ${p.smartAccountNetworks.join(' ')}` : ''
        const networks = p.networks.length ? `\tnetworks: ${p.networks.join(' ')}` : ''
        console.log(`${p.id}\t${p.name}\t${p.allowedOrigins.join(' ')}${off.length ? `\tdisabled: ${off.join(', ')}` : ''}${network}${networks}${returns}${siwx}${smart}`)
      }
      return
    }
    case 'set': {
      const updated = execute(setProjectSql(command.id, command), command.target).length > 0
      const changes = [
        ...(command.smartAccountNetworks ? [`smart accounts ${command.smartAccountNetworks.join(' ') || 'off'}`] : []),
        ...(command.networks ? [`networks ${command.networks.join(' ') || 'the defaults'}`] : []),
        ...(command.defaultNetwork ? [`default network ${command.defaultNetwork}`] : []),
      ]
      console.log(updated ? `Project '${command.id}' (${where}): ${changes.join(', ')}.` : `No project '${command.id}' (${where}).`)
      return
    }
    case 'remove': {
      const removed = execute(removeProjectSql(command.id), command.target).length > 0
      console.log(removed ? `Removed project '${command.id}' (${where}).` : `No project '${command.id}' (${where}).`)
      return
    }
  }
}

try {
  run(parseCommand(process.argv.slice(2)))
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`)
  else console.error((error as Error).message)
  process.exitCode = 1
}
