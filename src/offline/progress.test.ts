import { describe, expect, it } from 'vitest';
import type { OutboxRequest } from './db.ts';
import { progressOf, STALLED_MS } from './quote-outbox.ts';

const request = (over: Partial<OutboxRequest>): OutboxRequest => ({
  id: 'r',
  createdAt: 0,
  draft: {} as OutboxRequest['draft'],
  photoPaths: ['a', 'b', 'c', 'd', 'e'],
  uploaded: [],
  skipped: [],
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  ...over,
});

describe('progressOf', () => {
  const now = 1_000_000;
  it('counts photos the server confirmed or refused, then the request itself', () => {
    expect(progressOf(request({ uploaded: ['a', 'b'], sendingAt: now }), now)).toEqual({
      photos: 5,
      photosDone: 2,
      phase: 'photos',
    });
    expect(
      progressOf(request({ uploaded: ['a', 'b', 'c', 'd'], skipped: ['e'], sendingAt: now }), now).phase,
    ).toBe('sending');
  });

  it('says waiting when no sender has moved it lately', () => {
    expect(progressOf(request({ uploaded: ['a'] }), now).phase).toBe('waiting');
    expect(progressOf(request({ uploaded: ['a'], sendingAt: now - STALLED_MS }), now)).toEqual({
      photos: 5,
      photosDone: 1,
      phase: 'waiting',
    });
  });
});
