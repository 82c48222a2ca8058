import { WORKER } from './stack.js'

/** The code mailed to `to`, read from the local stack's dev mailbox. */
export async function mailedCode(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { messages: mails } = (await (await fetch(`${WORKER}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { body: string }[] }
    const code = mails.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean)
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no code mailed to ${to}`)
}
