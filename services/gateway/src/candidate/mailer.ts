import nodemailer, { type Transporter } from 'nodemailer';
import { unavailable } from '@irs/shared';

/** Outgoing mail over SMTP_URL (locally: the embedded SMTP sink that `npm start` runs). */
export class Mailer {
  private readonly transport?: Transporter;

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  async send(to: string, subject: string, text: string): Promise<void> {
    if (!this.transport) throw unavailable('Mail is not configured (SMTP_URL)');
    try {
      await this.transport.sendMail({ from: this.from, to, subject, text });
    } catch {
      throw unavailable('The mail server did not accept the message; try again shortly');
    }
  }
}
