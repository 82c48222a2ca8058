import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * What `npm pack` would publish, checked: the files package.json points to
 * (the ESM entry, its declarations), every module the entry imports, no
 * source or test files, and no bare import the package does not depend on.
 * Fails (exit 1) naming each problem, so a package without its dist/types never ships.
 */
const dir = fileURLToPath(new URL('.', import.meta.url))
type Manifest = {
  exports: Record<string, string | Record<string, string>>
  main: string
  types: string
  dependencies: Record<string, string>
  sideEffects: boolean
}
const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as Manifest
const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
) as [{ files: { path: string }[]; size: number }]
const files = new Set(pack.files.map((f) => f.path))
const problems: string[] = []

const pointed = new Set([
  manifest.main,
  manifest.types,
  ...Object.values(manifest.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target))),
])
for (const path of [...pointed].map((p) => p.replace(/^\.\//, '')))
  if (!files.has(path)) problems.push(`package.json points to ${path}, which the package would not contain (run the build)`)
if (manifest.sideEffects !== false) problems.push('sideEffects must be false, so bundlers can drop what an app does not use')

const shipped = [...files]
const outsideDist = (path: string) => !path.startsWith('dist/') && !['package.json', 'README.md'].includes(path)
for (const path of shipped)
  if (outsideDist(path) || /\.(test|spec)\./.test(path)) problems.push(`${path} would ship: only dist/ (without tests) belongs in the package`)

// Every module a shipped file imports: a relative one must ship too, a bare one must be a dependency.
const dependencies = Object.keys(manifest.dependencies)
for (const path of shipped.filter((p) => /\.(js|d\.ts)$/.test(p))) {
  const text = readFileSync(`${dir}/${path}`, 'utf8')
  const statements = text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm)
  for (const match of statements) {
    const specifier = match[1] ?? match[2] ?? match[3]!
    if (specifier.startsWith('.')) {
      const target = new URL(specifier, `file:///${path}`).pathname.slice(1)
      const candidates = path.endsWith('.d.ts') ? [target.replace(/\.js$/, '.d.ts'), target] : [target]
      if (!candidates.some((c) => files.has(c))) problems.push(`${path} imports ${specifier}, which would not ship`)
    } else if (!dependencies.some((dep) => specifier === dep || specifier.startsWith(`${dep}/`))) {
      problems.push(`${path} imports ${specifier}, which is not among the package's dependencies`)
    }
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`@porthole/sdk: ${problem}`)
  process.exit(1)
}
console.log(`@porthole/sdk: npm pack would ship ${files.size} files (${Math.round(pack.size / 1024)} KB), entry and types included`)
