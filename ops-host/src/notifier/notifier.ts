import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * A message to people: 'mail' (the chase list, a zone barcode PDF) or 'chat' (the labels
 * channel: generated label PDFs).
 */
export interface Message {
  kind: 'mail' | 'chat';
  subject: string;
  text: string;
  attachments?: Attachment[];
}

export interface Delivery {
  via: 'smtp' | 'chat' | 'outbox';
  /** The outbox folder the message was written to. */
  folder?: string;
}

export interface Notifier {
  send(message: Message): Promise<Delivery>;
}

export interface NotifierOptions {
  /** smtp://user:pass@host:port: mail goes there (nodemailer). */
  smtpUrl?: string | undefined;
  /** A chat webhook taking { text } as JSON: chat messages go there. */
  chatWebhookUrl?: string | undefined;
  mailFrom: string;
  mailTo: string;
  /** Where a message goes when its kind has no transport configured. */
  outboxDir: string;
}

const safeName = (name: string) => name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');

/**
 * The one way the operations host tells people something. Mail goes by SMTP when SMTP_URL is
 * set; chat by the webhook when CHAT_WEBHOOK_URL is set; a message whose kind has neither is
 * written to the outbox folder under the data directory (message.json and its attachments), so
 * nothing is lost on a machine without mail or chat.
 */
export function createNotifier(options: NotifierOptions): Notifier {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let sequence = 0;

  async function toOutbox(message: Message): Promise<Delivery> {
    sequence += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const folder = path.join(
      options.outboxDir,
      `${stamp}-${process.pid}-${sequence}-${safeName(message.subject).slice(0, 60)}`,
    );
    await mkdir(folder, { recursive: true });
    const attachments = message.attachments ?? [];
    for (const attachment of attachments) {
      await writeFile(path.join(folder, safeName(attachment.filename)), attachment.content);
    }
    const envelope = {
      kind: message.kind,
      from: options.mailFrom,
      to: message.kind === 'mail' ? options.mailTo : null,
      subject: message.subject,
      text: message.text,
      attachments: attachments.map((a) => ({
        filename: safeName(a.filename),
        contentType: a.contentType,
        bytes: a.content.length,
      })),
      createdAt: new Date().toISOString(),
    };
    await writeFile(path.join(folder, 'message.json'), `${JSON.stringify(envelope, null, 2)}\n`);
    return { via: 'outbox', folder };
  }

  return {
    async send(message) {
      if (message.kind === 'mail' && transport) {
        await transport.sendMail({
          from: options.mailFrom,
          to: options.mailTo,
          subject: message.subject,
          text: message.text,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        });
        return { via: 'smtp' };
      }
      if (message.kind === 'chat' && options.chatWebhookUrl) {
        const response = await fetch(options.chatWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: `${message.subject}\n${message.text}` }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`The chat webhook answered ${response.status}`);
        return { via: 'chat' };
      }
      return toOutbox(message);
    },
  };
}
