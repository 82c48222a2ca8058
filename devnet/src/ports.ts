import { createServer } from 'node:net'

/** Resolves when nothing listens on the port; rejects naming the port and who wanted it. */
export function assertPortFree(port: number, service: string, envName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`Port ${port} is taken, so ${service} cannot start. Stop what uses it or set ${envName} to another port.`)))
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve()))
  })
}
