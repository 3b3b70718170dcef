import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toEml, type Mailer } from '../functions/_shared/email.ts';

/**
 * Local stand-in for Resend: one .eml file per message in `dir`. The idempotency key names the file
 * and an existing file means "already sent", as the provider's Idempotency-Key would.
 */
export function createFileMailer(dir: string, log: (line: string) => void): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const id = message.idempotencyKey ?? randomUUID();
      const file = join(dir, `${id.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`);
      try {
        await writeFile(file, toEml(message, new Date(), id), { flag: 'wx' });
      } catch (error) {
        if ((error as { code?: string }).code === 'EEXIST') return { id };
        throw error;
      }
      log(`[mail] ${message.to.join(', ')} <- ${JSON.stringify(message.subject)} (${file})`);
      return { id };
    },
  };
}
