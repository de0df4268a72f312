import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[] };

/** Sends email. SMTP when configured; otherwise (a laptop demo) each message is kept as an .eml file. */
export type Mailer = {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
};

/**
 * An SMTP mailer (nodemailer): `smtp://user:pass@host:port` or `smtps://…`. The receipt job's
 * retries take care of a server that is down; nodemailer's own pool is not used, so a failed
 * connection fails this attempt instead of waiting.
 */
export function makeSmtpMailer(url: string, from: string): Mailer {
  const transport = lazyTransport(url);
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          content: Buffer.from(attachment.content),
          contentType: attachment.contentType,
        })),
      });
      return { messageId: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}

/** nodemailer's transport, made (and nodemailer loaded) with the first message, not at start-up. */
function lazyTransport(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  let made: Promise<Transporter> | null = null;
  let transport: Transporter | null = null;
  return {
    get(): Promise<Transporter> {
      made ??= import('nodemailer').then((module) => {
        transport = module.default.createTransport(options);
        return transport;
      });
      return made;
    },
    close(): void {
      transport?.close();
    },
  };
}

/**
 * Without SMTP (npm start on a laptop): the whole message, built by nodemailer as it would go on
 * the wire, is written to `dir` as an .eml file that any mail program opens. Nothing pretends to
 * deliver it: the file is the delivery.
 */
export function makeFileMailer(dir: string, from: string): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          content: Buffer.from(attachment.content),
          contentType: attachment.contentType,
        })),
      });
      await fs.promises.mkdir(dir, { recursive: true });
      const id = String(info.messageId).replace(/[^A-Za-z0-9@._-]/g, '');
      await fs.promises.writeFile(path.join(dir, `${Date.now()}-${id}.eml`), info.message as Buffer);
      return { messageId: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}
