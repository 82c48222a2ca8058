/**
 * Operator command for the projects table: `npm run project -- add|list|remove|set|events`.
 * Every value is checked before any SQL is built; wrangler does the rest.
 */
import { featureEnabled, FeatureIds, type RemoteFeature } from '@porthole/protocol'
import { projectRow } from '../src/projects/project.js'
import { withFeatures } from '../src/projects/defaults.js'
import { addedProject } from './add-project.js'
import { parseCommand, USAGE, UsageError, type Command, type Settings, type Target } from './args.js'
import { analyticsEventsSql, findProjectSql, LIST_PROJECTS_SQL, removeProjectSql, setSmartAccountsSql, updateProjectSql, upsertProjectSql } from './sql.js'
import { applyMigrations, execute } from './wrangler.js'

/** 'features off: …' (or all on), and basic mode when set. */
function describeFeatures(features: RemoteFeature[], basic: boolean): string {
  const all = withFeatures(features, {})
  const on = (id: RemoteFeature['id']) => featureEnabled(all, id)
  const off = FeatureIds.filter((id) => !on(id))
  return `${basic ? 'basic mode; ' : ''}${off.length ? `features off: ${off.join(', ')}` : 'all features on'}`
}

/** Features (read, changed, written back), basic mode and the legal links of an existing project. */
function setSettings(id: string, settings: Settings, target: Target): void {
  const where = target.remote ? 'remote' : 'local'
  const [row] = execute(findProjectSql(id), target)
  if (row === undefined) return console.log(`No project '${id}' (${where}).`)
  const project = projectRow.parse(row)
  const features = settings.features ? withFeatures(project.features, settings.features) : undefined
  execute(
    updateProjectSql(id, {
      basic: settings.basic,
      termsUrl: settings.termsUrl,
      privacyUrl: settings.privacyUrl,
      features,
      networks: settings.networks,
      defaultNetwork: settings.defaultNetwork,
    }),
    target,
  )
  const links = [
    settings.termsUrl !== undefined && `terms ${settings.termsUrl ?? 'none'}`,
    settings.privacyUrl !== undefined && `privacy ${settings.privacyUrl ?? 'none'}`,
    settings.networks !== undefined && `networks ${settings.networks.join(' ') || 'the defaults'}`,
    settings.defaultNetwork !== undefined && `default network ${settings.defaultNetwork}`,
  ].filter(Boolean)
  console.log(
    `Project '${id}' (${where}): ${describeFeatures(features ?? project.features, settings.basic ?? project.basic)}${links.length ? `; ${links.join(', ')}` : ''}.`,
  )
}

function run(command: Command): void {
  applyMigrations(command.target)
  const where = command.target.remote ? 'remote' : 'local'
  switch (command.kind) {
    case 'add': {
      const project = addedProject(command)
      execute(upsertProjectSql(project, Date.now()), command.target)
      console.log(
        `Saved project '${command.id}' (${where}): ${command.origins.join(' ')}; ${describeFeatures(project.features, command.basic ?? false)}; default network ${command.defaultNetwork ?? 'eip155:1'}; return URLs: ${command.returnUrls.join(' ') || 'none'}; sign-in: ${command.siwx ? (command.siwx.required ? 'required' : 'optional') : 'off'}; smart accounts: ${command.smartAccountNetworks.join(' ') || 'none'}; networks: ${command.networks?.join(' ') || 'the defaults'}`,
      )
      return
    }
    case 'list': {
      const projects = execute(LIST_PROJECTS_SQL, command.target).map((row) => projectRow.parse(row))
      if (projects.length === 0) console.log(`No projects (${where}).`)
      for (const p of projects) {
        const network = p.defaultNetwork ? `\tdefault network: ${p.defaultNetwork}` : ''
        const returns = p.returnUrls.length ? `\treturn URLs: ${p.returnUrls.join(' ')}` : ''
        const siwx = p.siwx ? `\tsign-in: ${p.siwx.required ? 'required' : 'optional'}, ${p.siwx.expirySeconds} s` : ''
        const smart = p.smartAccountNetworks.length ? `\tsmart accounts: ${p.smartAccountNetworks.join(' ')}` : ''
        const networks = p.networks.length ? `\tnetworks: ${p.networks.join(' ')}` : ''
        console.log(`${p.id}\t${p.name}\t${p.allowedOrigins.join(' ')}\t${describeFeatures(p.features, p.basic)}${network}${networks}${returns}${siwx}${smart}`)
      }
      return
    }
    case 'set': {
      const { smartAccountNetworks } = command
      if (smartAccountNetworks !== undefined) {
        if (execute(setSmartAccountsSql(command.id, smartAccountNetworks), command.target).length === 0)
          return console.log(`No project '${command.id}' (${where}).`)
        console.log(`Project '${command.id}' (${where}): smart accounts ${smartAccountNetworks.join(' ') || 'off'}.`)
      }
      const { features, basic, termsUrl, privacyUrl, networks, defaultNetwork } = command
      if ([features, basic, termsUrl, privacyUrl, networks, defaultNetwork].some((value) => value !== undefined))
        setSettings(command.id, command, command.target)
      return
    }
    case 'events': {
      const rows = execute(analyticsEventsSql(command.id, command.limit), command.target) as { event: string; url: string; timestamp: number; props: string }[]
      if (rows.length === 0) console.log(`No analytics events for '${command.id}' (${where}).`)
      for (const row of rows) console.log(`${new Date(row.timestamp).toISOString()}\t${row.event}\t${row.url}\t${row.props}`)
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
