// Whether this tab had the chat panel open, kept apart from the conversation (chat-storage.ts) so
// the floating button, on every page, carries none of the panel's code.
const OPEN = 'chat-open';

/** This tab's sessionStorage; blocked storage (privacy modes) reads as nothing and writes nowhere. */
export function readTab(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked (privacy modes): the chat just starts fresh
  }
}

export function writeTab(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // full or blocked: what was to be kept lives as long as the page
  }
}

/** Whether the panel was open when the page was left, so a reload opens it again. */
export const chatWasOpen = (): boolean => readTab(OPEN) === '1';
export const rememberChatOpen = (open: boolean): void => writeTab(OPEN, open ? '1' : '0');
