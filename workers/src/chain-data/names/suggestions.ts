import { NAME_LABEL } from '@porthole/protocol'

/** Labels to offer for what was typed: the label itself, then a few variants; only valid ones. */
export function suggestedLabels(typed: string, year: number): string[] {
  const label = typed.toLowerCase()
  const candidates = [label, `${label}${year % 100}`, `${label}-id`, `${label}-web3`, `the-${label}`]
  return [...new Set(candidates)].filter((c) => NAME_LABEL.test(c))
}
