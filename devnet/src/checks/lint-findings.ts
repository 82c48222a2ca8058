import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname })

/** The lines where `ruleId` finds `code`, as if it were the file at `path`, through the repository's own config. */
export async function lintFindings(ruleId: string, code: string, path = 'frame-host/src/example.ts'): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path })
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.line)
}
