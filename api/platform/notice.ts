import { sendMail } from "./mail";
import { sendSms } from "./sms";

/**
 * The one way a notice reaches a student, whichever domain tells it (application status, gifts,
 * the online service's away notice): an SMS to the phone when there is one, else an e-mail to a
 * verified address; in development both land in the dev outbox.
 */

/** Where a notice can reach a student: a phone (with its calling code), or a verified e-mail address. */
export interface NoticeContact {
  mobile: string | null;
  prefix: string | null;
  email: string | null;
  emailVerifiedAt: Date | null;
}
export type NoticeChannel = "sms" | "email";

/**
 * Sends one notice: an SMS to the phone when there is one, else an e-mail to a verified address
 * (both recorded in the dev outbox); null when the student can be reached by neither. `ref` is
 * what the outbox lists the notice under. A failed send throws.
 */
export async function deliverNotice(contact: NoticeContact, text: string, subject: string, ref: string): Promise<NoticeChannel | null> {
  if (contact.mobile && contact.prefix) {
    await sendSms(`+${contact.prefix} ${contact.mobile}`, text, ref);
    return "sms";
  }
  if (contact.email && contact.emailVerifiedAt) {
    await sendMail(contact.email, subject, text, ref);
    return "email";
  }
  return null;
}
