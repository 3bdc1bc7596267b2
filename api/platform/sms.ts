import { env, outboxEnabled } from "#core/env.server";
import { recordOutbox } from "./outbox";
import { logger } from "#core/log.server";

/**
 * Sending text messages. A gateway is anything that can deliver `{ to, text }`; the configured
 * one is an HTTP gateway (SMS_GATEWAY_URL, JSON body, bearer SMS_GATEWAY_TOKEN, given up after
 * SMS_GATEWAY_TIMEOUT_MS; a non-2xx answer or a timeout fails the send). Without one the
 * message only goes to the dev outbox (and a warning is logged when the outbox is off, since
 * nobody would receive it).
 */
export interface SmsGateway {
  send(to: string, text: string): Promise<void>;
}

export class HttpSmsGateway implements SmsGateway {
  constructor(
    private url: string,
    private token?: string,
    private timeoutMs = 5_000,
  ) {}
  async send(to: string, text: string): Promise<void> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await fetch(this.url, {
      method: "POST",
      headers,
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}

let override: SmsGateway | undefined;
/** Tests replace the gateway; pass undefined to restore the configured one. */
export function setSmsGateway(g: SmsGateway | undefined) {
  override = g;
}

function gateway(): SmsGateway | null {
  if (override) return override;
  const e = env();
  return e.SMS_GATEWAY_URL ? new HttpSmsGateway(e.SMS_GATEWAY_URL, e.SMS_GATEWAY_TOKEN, e.SMS_GATEWAY_TIMEOUT_MS) : null;
}

/** `to` is `+<prefix> <number>`. The code is recorded in the outbox beside the message. */
export async function sendSms(to: string, text: string, code: string): Promise<void> {
  const g = gateway();
  if (g) await g.send(to, text);
  else if (!outboxEnabled()) logger.warn("sms: no SMS_GATEWAY_URL, a message was not delivered");
  await recordOutbox("sms", to, code, text);
}
