const KEY = 'chat-session-id';
const VALID = /^[A-Za-z0-9_-]{8,100}$/;

let memory: string | undefined;

function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * One id per browser session, so the staff see one conversation per visit across page loads.
 * sessionStorage can be missing or throw (privacy modes): the id then lives as long as the page.
 */
export function chatSessionId(): string {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored && VALID.test(stored)) return stored;
  } catch {
    // fall through to the in-memory id
  }
  memory ??= newId();
  try {
    sessionStorage.setItem(KEY, memory);
  } catch {
    // the in-memory id is enough for this page
  }
  return memory;
}
