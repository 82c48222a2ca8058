/** Stroke icons (24×24, drawn like Lucide's) for the actions views offer; always beside or inside a named control. */
const PATHS = {
  buy: ['M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z', 'M2 10h20', 'M6 15h4'],
  swap: ['M8 3 4 7l4 4', 'M4 7h16', 'm16 21 4-4-4-4', 'M20 17H4'],
  receive: ['M12 3v14', 'm6 11 6 6 6-6', 'M19 21H5'],
  send: ['M7 17 17 7', 'M7 7h10v10'],
  disconnect: ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9'],
  wallets: [
    'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1',
    'M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4',
  ],
  chevron: ['m6 9 6 6 6-6'],
  mail: ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'm22 7-10 6L2 7'],
  check: ['M20 6 9 17l-5-5'],
  name: ['M20 10V7a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h6', 'M7 9h7', 'M7 13h4', 'm16 19 2 2 4-4'],
} as const

export type IconName = keyof typeof PATHS

/** Icons that point along the line of reading: right to left they mirror (controls.css). */
const DIRECTIONAL = new Set<IconName>(['send', 'disconnect'])

/** Decorative: the control it sits in carries the name. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className={DIRECTIONAL.has(name) ? 'icon directional' : 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
