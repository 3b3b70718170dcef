// E-mail delivery behind one small interface: Resend's HTTP API in production, a file or a log line
// locally. The idempotency key makes a retried send a no-op at the provider.
export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  idempotencyKey?: string;
  /** Text files sent along (a calendar file). */
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id?: string }>;
}

export function createResendMailer(apiKey: string, fetchFn: typeof fetch = fetch): Mailer {
  return {
    async send(message) {
      const response = await fetchFn('https://api.resend.com/emails', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          ...(message.idempotencyKey ? { 'Idempotency-Key': message.idempotencyKey } : {}),
        },
        body: JSON.stringify({
          from: message.from,
          to: message.to,
          reply_to: message.replyTo,
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((a) => ({
                  filename: a.filename,
                  content: base64(a.content).replace(/\r\n/g, ''),
                  content_type: a.contentType,
                })),
              }
            : {}),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
      if (!response.ok)
        throw new Error(`Resend answered ${response.status}: ${body.message ?? 'no message'}`);
      return { id: body.id };
    },
  };
}

/** For `supabase functions serve` without a provider: the message goes to the function log. */
export function createLogMailer(log: (line: string) => void = console.log): Mailer {
  return {
    send(message) {
      log(`[mail] to=${message.to.join(',')} subject=${JSON.stringify(message.subject)}\n${message.text}`);
      return Promise.resolve({});
    },
  };
}

const base64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/.{76}/g, '$&\r\n');
};
const headerText = (text: string) => `=?UTF-8?B?${base64(text).replace(/\r\n/g, '')}?=`;

/** An RFC 5322 message (multipart/alternative, base64 parts, and any attachments) any mail client opens. */
export function toEml(message: MailMessage, date: Date, messageId: string): string {
  const boundary = `b_${messageId.replace(/[^A-Za-z0-9]/g, '')}`;
  const attachments = message.attachments ?? [];
  const mixed = `m_${boundary}`;
  const alternative = [
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64(message.html),
    `--${boundary}--`,
  ];
  const body = attachments.length
    ? [
        `Content-Type: multipart/mixed; boundary="${mixed}"`,
        '',
        `--${mixed}`,
        ...alternative,
        ...attachments.flatMap((a) => [
          `--${mixed}`,
          `Content-Type: ${a.contentType}; charset=utf-8; name="${a.filename}"`,
          `Content-Disposition: attachment; filename="${a.filename}"`,
          'Content-Transfer-Encoding: base64',
          '',
          base64(a.content),
        ]),
        `--${mixed}--`,
      ]
    : alternative;
  return [
    `From: ${message.from}`,
    `To: ${message.to.join(', ')}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${headerText(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${messageId}@local.gateway>`,
    'MIME-Version: 1.0',
    ...body,
    '',
  ].join('\r\n');
}
