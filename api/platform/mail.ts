import nodemailer, { type Transporter } from "nodemailer";
import { env, outboxEnabled } from "#core/env.server";
import { recordOutbox } from "./outbox";
import { logger } from "#core/log.server";

/**
 * E-mail through nodemailer (SMTP_URL, from MAIL_FROM). Without SMTP_URL mail is only recorded
 * in the dev outbox.
 */
let transporter: Transporter | null | undefined;

function transport(): Transporter | null {
  if (transporter !== undefined) return transporter;
  const url = env().SMTP_URL;
  transporter = url ? nodemailer.createTransport(url) : null;
  return transporter;
}

/** Tests swap the transport (e.g. nodemailer's jsonTransport). */
export function setMailTransport(t: Transporter | null | undefined) {
  transporter = t;
}

export async function sendMail(to: string, subject: string, text: string, code: string): Promise<void> {
  const t = transport();
  if (t) await t.sendMail({ from: env().MAIL_FROM, to, subject, text });
  else if (!outboxEnabled()) logger.warn("mail: no SMTP_URL, a message was not delivered");
  await recordOutbox("email", to, code, `${subject}\n\n${text}`);
}
