import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, authenticationTask, inferenceTask, parseReply } from './runware-protocol.ts';

describe('Runware tasks', () => {
  it('sends the session UUID only when there is one to resume', () => {
    expect(authenticationTask('k')).toEqual({ taskType: 'authentication', apiKey: 'k' });
    expect(authenticationTask('k', 's')).toEqual({
      taskType: 'authentication',
      apiKey: 'k',
      connectionSessionUUID: 's',
    });
  });

  it('drops promptWeighting for the default model only, and the seed unless given', () => {
    const flux = inferenceTask('t', { positivePrompt: 'p', promptWeighting: 'compel' });
    expect(flux.model).toBe(DEFAULT_MODEL);
    expect(flux).not.toHaveProperty('promptWeighting');
    expect(flux).not.toHaveProperty('seed');
    const other = inferenceTask('t', { positivePrompt: 'p', model: 'civitai:4384@128713', seed: 7 });
    expect(other).toMatchObject({ promptWeighting: 'compel', seed: 7 });
  });
});

describe('parseReply', () => {
  it('reads the data list', () => {
    const raw = JSON.stringify({
      data: [{ taskType: 'imageInference', taskUUID: 'a', imageURL: 'https://im.runware.ai/a.webp' }],
    });
    expect(parseReply(raw)).toEqual({
      items: [{ taskType: 'imageInference', taskUUID: 'a', imageURL: 'https://im.runware.ai/a.webp' }],
      errors: [],
    });
  });

  it('reads errors from error/errors with errorMessage/message', () => {
    const shapes = [
      { errors: [{ taskUUID: 'a', message: 'm1' }] },
      { error: true, errorMessage: 'm2', taskUUID: 'a' },
      { error: { message: 'm3', taskUUID: 'a' } },
      { data: [{ taskUUID: 'a', error: true, errorMessage: 'm4' }] },
      { error: 'm5', taskUUID: 'a' },
    ];
    expect(shapes.map((s) => parseReply(JSON.stringify(s)).errors)).toEqual(
      ['m1', 'm2', 'm3', 'm4', 'm5'].map((message) => [{ taskType: undefined, taskUUID: 'a', message }]),
    );
    expect(parseReply('{"error":true}').errors).toEqual([
      { taskType: undefined, taskUUID: undefined, message: undefined },
    ]);
  });

  it('ignores what is not a reply', () => {
    expect(parseReply('not json')).toEqual({ items: [], errors: [] });
    expect(parseReply('[1,2]')).toEqual({ items: [], errors: [] });
  });
});
