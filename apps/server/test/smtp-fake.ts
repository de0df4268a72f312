import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server for the mail tests: a real SMTP conversation on a loopback port (the
 * server side from smtp-server), each message parsed back with mailparser. `failing` makes it
 * refuse every message, as a full or broken mail server would.
 */
export type SmtpFake = {
  url: string;
  messages: ParsedMail[];
  failing: boolean;
  close(): Promise<void>;
};

export async function startSmtpFake(): Promise<SmtpFake> {
  const fake = { messages: [] as ParsedMail[], failing: false };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (fake.failing) {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            fake.messages.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
