import { randomUUID } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toEml, type Mailer } from '@shared/email.ts';

/**
 * Local stand-in for Resend: one .eml file per message in `dir`. The idempotency key names the file
 * and an existing file means "already sent", as the provider's Idempotency-Key would. Messages hold
 * customers' details and sign-up links: readable by their owner only, like the JWT secret.
 */
export function createFileMailer(dir: string, log: (line: string) => void): Mailer {
  let ready: Promise<void> | undefined;
  return {
    async send(message) {
      // A folder made by an older version was readable by all: closed on first use.
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 }).then(() => chmod(dir, 0o700));
      await ready;
      const id = message.idempotencyKey ?? randomUUID();
      const file = join(dir, `${id.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`);
      try {
        await writeFile(file, toEml(message, new Date(), id), { flag: 'wx', mode: 0o600 });
      } catch (error) {
        if ((error as { code?: string }).code === 'EEXIST') return { id };
        throw error;
      }
      log(`[mail] ${message.to.join(', ')} <- ${JSON.stringify(message.subject)} (${file})`);
      return { id };
    },
  };
}
