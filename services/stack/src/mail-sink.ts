import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

/**
 * A real SMTP server for local runs that delivers nowhere: every message is written to `dir` as an .eml file,
 * so a developer (or a test) can read the OTP mails the service sends. Loopback only, no auth.
 */
export async function startMailSink(dir: string, port: number): Promise<MailSink> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFile(join(dir, `${Date.now()}-${randomUUID()}.eml`), Buffer.concat(chunks), { mode: 0o600 }).then(
          () => done(),
          done,
        );
      });
    },
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${actual}`, dir, stop: () => new Promise((ok) => server.close(() => ok())) };
}
