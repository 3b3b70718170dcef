/** Requests this tab is showing progress for, so the background indicator does not announce them twice. */
const ids = new Set<string>();

export const markForeground = (id: string) => void ids.add(id);
export const isForeground = (id: string) => ids.has(id);
