/** The log buffer holds this many bytes (UTF-8), the oldest lines giving way. */
export const LOG_BUFFER_BYTES = 1_024_000

export const LogLevels = ['debug', 'info', 'warn', 'error'] as const
export type LogLevel = (typeof LogLevels)[number]

/** Logger options: each topic logs unless set to false; `debug` false silences all. */
export const LoggerOptions = ['debug', 'walletConnect', 'wallets', 'eip6963', 'networkSwitch', 'reconnect', 'auth'] as const
export type LoggerOption = (typeof LoggerOptions)[number]
export type LogTopic = Exclude<LoggerOption, 'debug'>

export type Logger = {
  log(topic: LogTopic, level: LogLevel, message: string): void
  /** The ring buffer's lines, oldest first (empty without a buffer). */
  lines(): string[]
}

export declare namespace createLogger {
  type Options = {
    /** The lowest level written to the console; the default is error. */
    level?: LogLevel
    options?: Partial<Record<LoggerOption, boolean>>
    /** Keep every line (any level) in a ring buffer of LOG_BUFFER_BYTES: the snippet's `data-debug`. */
    buffer?: boolean
    bufferBytes?: number
    console?: Pick<Console, LogLevel>
    now?: () => number
  }
}

const encoder = new TextEncoder()

export function createLogger({
  level = 'error',
  options = {},
  buffer = false,
  bufferBytes = LOG_BUFFER_BYTES,
  console: out = console,
  now = Date.now,
}: createLogger.Options = {}): Logger {
  const ring: { line: string; bytes: number }[] = []
  let held = 0
  const floor = LogLevels.indexOf(level)
  return {
    log(topic, at, message) {
      if (options.debug === false || options[topic] === false) return
      const line = `${new Date(now()).toISOString()} ${at} [${topic}] ${message}`
      if (LogLevels.indexOf(at) >= floor) out[at](`[porthole] ${line}`)
      if (!buffer) return
      const bytes = encoder.encode(line).length + 1
      ring.push({ line, bytes })
      held += bytes
      while (held > bufferBytes && ring.length > 0) held -= ring.shift()!.bytes
    },
    lines: () => ring.map((entry) => entry.line),
  }
}
