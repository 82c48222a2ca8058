import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'

/**
 * How frame-host's feature folders may import each other: a folder reaches
 * another only through its public module (`<folder>/index.ts`), or with
 * `import()` through its lazy module (`<folder>/lazy.ts`: what it loads only
 * when asked, so a static import of it would defeat its purpose), and no two
 * folders import each other, whichever way round, type-only and dynamic
 * imports included (a loop of types still ties two features into one).
 * Files directly under `src` (the assembly: the feature list, the frame's
 * start) stand above the folders and may reach in; tests and the test fakes
 * (`testing/`) are no part of the frame.
 */
export type FeatureImportProblem =
  { kind: 'internals'; from: string; to: string } | { kind: 'lazy-static'; from: string; to: string } | { kind: 'pair'; folders: [string, string] }

const PUBLIC_MODULE = 'index.ts'
const LAZY_MODULE = 'lazy.ts'
const EXEMPT_FOLDERS = new Set(['testing'])
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !isTest(name) ? [path] : []
  })
}

/** A relative specifier's file: ESM imports name the emitted `.js`, which is the `.ts` or `.tsx` beside it. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier)
  const stem = base.replace(/\.js$/, '')
  return [`${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate))
}

type Import = { target: string; dynamic: boolean }

/** Every module a file imports or re-exports, statically, as a type, or with `import()` (`dynamic`). */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const found: { specifier: string; dynamic: boolean }[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, dynamic: true })
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, dynamic: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.flatMap(({ specifier, dynamic }) => {
    const target = resolveImport(file, specifier)
    return target ? [{ target, dynamic }] : []
  })
}

/** The problems among the files under `src` (a frame-host `src` folder, or a fixture shaped like one). */
export function findFeatureImportProblems(src: string): FeatureImportProblem[] {
  const folderOf = (file: string) => {
    const parts = relative(src, file).split(sep)
    return parts.length > 1 && !EXEMPT_FOLDERS.has(parts[0]!) ? parts[0] : undefined
  }
  const problems: FeatureImportProblem[] = []
  const edges = new Set<string>()
  for (const file of sourceFiles(src)) {
    const from = folderOf(file)
    if (!from) continue
    for (const { target, dynamic } of importsOf(file)) {
      const to = folderOf(target)
      if (!to || to === from) continue
      const entry = relative(join(src, to), target)
      const at = { from: relative(src, file), to: relative(src, target) }
      if (entry === LAZY_MODULE && !dynamic) problems.push({ kind: 'lazy-static', ...at })
      else if (entry !== PUBLIC_MODULE && entry !== LAZY_MODULE) problems.push({ kind: 'internals', ...at })
      edges.add(`${from}>${to}`)
    }
  }
  for (const key of edges) {
    const [a, b] = key.split('>') as [string, string]
    if (a < b && edges.has(`${b}>${a}`)) problems.push({ kind: 'pair', folders: [a, b] })
  }
  return problems
}

export function describeProblem(problem: FeatureImportProblem): string {
  if (problem.kind === 'internals') return `${problem.from} imports ${problem.to}: another feature's internals (import its ${PUBLIC_MODULE})`
  if (problem.kind === 'lazy-static') return `${problem.from} imports ${problem.to} statically: a folder's ${LAZY_MODULE} is for import() only`
  return `${problem.folders[0]}/ and ${problem.folders[1]}/ import each other`
}

/**
 * The problems the frame had when the check came in, which may only shrink: a new one fails, and so does
 * one listed that is gone (delete its line), so the list never keeps a door open that was closed.
 */
export const KNOWN_PROBLEMS = 'devnet/src/checks/feature-imports.known.txt'

/** What fails the check: problems not known, and known ones that no longer occur. */
export function compareWithKnown(found: readonly string[], known: readonly string[]): { added: string[]; gone: string[] } {
  return { added: found.filter((line) => !known.includes(line)), gone: known.filter((line) => !found.includes(line)) }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = findFeatureImportProblems(resolve('frame-host/src')).map(describeProblem)
  if (process.argv.includes('--write-known')) writeFileSync(KNOWN_PROBLEMS, found.map((line) => `${line}\n`).join(''))
  const known = readFileSync(KNOWN_PROBLEMS, 'utf8').split('\n').filter(Boolean)
  const { added, gone } = compareWithKnown(found, known)
  for (const line of added) console.error(`new: ${line}`)
  for (const line of gone) console.error(`fixed, delete its line in ${KNOWN_PROBLEMS}: ${line}`)
  if (added.length + gone.length > 0) process.exit(1)
  console.log(`frame-host features: no new import across feature internals or between a pair of folders (${known.length} known)`)
}
