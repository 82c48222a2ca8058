import { defaultFeatures, withFeatures } from '../src/projects/defaults.js'
import type { Command } from './args.js'

type AddCommand = Extract<Command, { kind: 'add' }>

/** What `project add` writes: every feature on, but those the command turns off or sets. */
export function addedProject(command: AddCommand) {
  const off = Object.fromEntries(command.disabled.map((id) => [id, false]))
  return { ...command, features: withFeatures(defaultFeatures(), { ...off, ...command.features }) }
}
