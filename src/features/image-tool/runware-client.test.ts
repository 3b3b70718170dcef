import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  defaultHandler,
  GOOD_KEY,
  imageURL,
  startFakeRunware,
  type Reply,
  type Task,
} from '../../../tests/fixtures/fake-runware-server.ts';
import { RunwareClient, RunwareError } from './runware-client.ts';

let server: Awaited<ReturnType<typeof startFakeRunware>>;
let client: RunwareClient;

function connect(apiKey = GOOD_KEY, timeoutMs = 5000) {
  client = new RunwareClient({ url: server.url, apiKey, WebSocket, reconnectDelayMs: 50, timeoutMs });
  return client;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inferences = () => server.tasks.filter((t) => t.taskType === 'imageInference');

beforeEach(async () => {
  server = await startFakeRunware();
});

afterEach(async () => {
  client?.close();
  await server.close();
});

describe('RunwareClient', () => {
  it('authenticates once the socket opens, then sends the inference task', async () => {
    const image = await connect().generate({ positivePrompt: 'a junk removal worker', seed: 42 });

    expect(server.tasks.map((t) => t.taskType)).toEqual(['authentication', 'imageInference']);
    expect(server.tasks[0]).toEqual({ taskType: 'authentication', apiKey: GOOD_KEY });
    const task = server.tasks[1]!;
    expect(task).toEqual({
      taskType: 'imageInference',
      taskUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      positivePrompt: 'a junk removal worker',
      model: 'runware:100@1',
      width: 512,
      height: 768,
      numberResults: 1,
      outputFormat: 'WEBP',
      steps: 4,
      CFGScale: 1,
      scheduler: 'FlowMatchEulerDiscreteScheduler',
      strength: 0.8,
      lora: [],
      seed: 42,
    });
    expect(image).toEqual({ taskUUID: task.taskUUID, imageURL: imageURL(task.taskUUID) });

    // The next request reuses the authenticated socket.
    await client.generate({ positivePrompt: 'again' });
    expect(server.connections).toBe(1);
    expect(server.tasks.map((t) => t.taskType)).toEqual([
      'authentication',
      'imageInference',
      'imageInference',
    ]);
  });

  it('matches two concurrent requests to replies that arrive out of order', async () => {
    const held: [Task, Reply][] = [];
    server.handler = (task, reply, socket) => {
      if (task.taskType !== 'imageInference') return defaultHandler(task, reply, socket);
      held.push([task, reply]);
      // Answer the second request first, both in one message.
      if (held.length === 2) {
        const items = held.reverse().map(([t]) => ({
          taskType: 'imageInference',
          taskUUID: t.taskUUID,
          imageURL: imageURL(t.taskUUID),
        }));
        reply({ data: items });
      }
    };
    connect();
    const [first, second] = await Promise.all([
      client.generate({ positivePrompt: 'first' }),
      client.generate({ positivePrompt: 'second' }),
    ]);
    const [a, b] = inferences();
    expect(a!.positivePrompt).toBe('first');
    expect(first.imageURL).toBe(imageURL(a!.taskUUID));
    expect(second.imageURL).toBe(imageURL(b!.taskUUID));
    expect(a!.taskUUID).not.toBe(b!.taskUUID);
  });

  it("rejects with the server's message, or a generic one, and keeps working", async () => {
    let shape = 0;
    server.handler = (task, reply, socket) => {
      if (task.taskType !== 'imageInference') return defaultHandler(task, reply, socket);
      shape += 1;
      if (shape === 1) reply({ errors: [{ taskUUID: task.taskUUID, message: 'Invalid model' }] });
      else if (shape === 2) reply({ error: true, taskUUID: task.taskUUID });
      else defaultHandler(task, reply, socket);
    };
    connect();
    await expect(client.generate({ positivePrompt: 'x' })).rejects.toMatchObject({
      name: 'RunwareError',
      kind: 'server',
      message: 'Invalid model',
    });
    await expect(client.generate({ positivePrompt: 'x' })).rejects.toMatchObject({
      kind: 'server',
      message: 'An error occurred',
    });
    await expect(client.generate({ positivePrompt: 'x' })).resolves.toHaveProperty('imageURL');
    expect(server.connections).toBe(1);
  });

  it('reconnects after the server closes mid-request, resumes the session and completes', async () => {
    server.handler = (task, reply, socket) => {
      // The first connection dies as soon as the inference arrives.
      if (task.taskType === 'imageInference' && server.connections === 1) return socket.close();
      defaultHandler(task, reply, socket);
    };
    const image = await connect().generate({ positivePrompt: 'x' });

    expect(server.connections).toBe(2);
    const auths = server.tasks.filter((t) => t.taskType === 'authentication');
    expect(auths[1]).toEqual({
      taskType: 'authentication',
      apiKey: GOOD_KEY,
      connectionSessionUUID: 'session-1',
    });
    const [sent, resent] = inferences();
    expect(resent!.taskUUID).toBe(sent!.taskUUID);
    expect(image.imageURL).toBe(imageURL(sent!.taskUUID));
  });

  it('reconnects by itself after a close and sends nothing until authenticated again', async () => {
    await connect().generate({ positivePrompt: 'x' });
    let answerAuth = () => {};
    server.handler = (task, reply, socket) => {
      if (task.taskType === 'authentication') answerAuth = () => defaultHandler(task, reply, socket);
      else defaultHandler(task, reply, socket);
    };
    server.dropAll();
    await expect.poll(() => server.tasks.length).toBe(3);
    expect(server.connections).toBe(2);
    expect(server.tasks[2]).toMatchObject({ taskType: 'authentication', connectionSessionUUID: 'session-1' });

    const image = client.generate({ positivePrompt: 'y' });
    await sleep(100);
    expect(server.tasks).toHaveLength(3);
    answerAuth();
    await expect(image).resolves.toHaveProperty('imageURL');
    expect(server.connections).toBe(2);
  });

  it('fails on a bad API key and does not retry it in a loop', async () => {
    const error = await connect('wrong-key')
      .generate({ positivePrompt: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RunwareError);
    expect(error).toMatchObject({ kind: 'auth', message: 'Invalid API key' });
    await sleep(200);
    expect(server.connections).toBe(1);
    expect(inferences()).toEqual([]);
  });

  it('times out with a clear message when no answer comes', async () => {
    server.handler = (task, reply, socket) => {
      if (task.taskType === 'authentication') defaultHandler(task, reply, socket);
    };
    await expect(connect(GOOD_KEY, 150).generate({ positivePrompt: 'x' })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The image service did not answer in time. Please try again.',
    });
  });

  it('reports a connection error when the socket cannot connect', async () => {
    const url = server.url;
    await server.close();
    client = new RunwareClient({ url, apiKey: GOOD_KEY, WebSocket, reconnectDelayMs: 50 });
    await expect(client.generate({ positivePrompt: 'x' })).rejects.toMatchObject({ kind: 'connection' });
  });
});
