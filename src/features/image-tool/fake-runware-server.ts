import { WebSocketServer, type WebSocket } from 'ws';

/** A local stand-in for Runware's websocket API, for the client's unit tests. */
export type Task = Record<string, unknown> & { taskType: string };
export type Reply = (body: unknown) => void;
export type TaskHandler = (task: Task, reply: Reply, socket: WebSocket) => void;

export const GOOD_KEY = 'good-key';

export function imageURL(taskUUID: unknown) {
  return `https://im.runware.ai/image/ws/${String(taskUUID)}.webp`;
}

/** Runware's answers: a session for a good key, an error for any other; an image for each inference. */
export const defaultHandler: TaskHandler = (task, reply) => {
  if (task.taskType === 'authentication') {
    if (task.apiKey !== GOOD_KEY) {
      reply({ errors: [{ code: 'invalidApiKey', message: 'Invalid API key', taskType: 'authentication' }] });
      return;
    }
    reply({ data: [{ taskType: 'authentication', connectionSessionUUID: 'session-1' }] });
    return;
  }
  reply({
    data: [{ taskType: 'imageInference', taskUUID: task.taskUUID, imageURL: imageURL(task.taskUUID) }],
  });
};

export async function startFakeRunware() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const state = {
    url: `ws://127.0.0.1:${port}`,
    connections: 0,
    /** Every task received, in order, over every connection. */
    tasks: [] as Task[],
    handler: defaultHandler,
    /** Closes every open connection, as Runware does with idle ones. */
    dropAll: () => server.clients.forEach((client) => client.close()),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
  server.on('connection', (socket) => {
    state.connections += 1;
    const reply: Reply = (body) => socket.send(JSON.stringify(body));
    socket.on('message', (raw) => {
      for (const task of JSON.parse(String(raw)) as Task[]) {
        state.tasks.push(task);
        state.handler(task, reply, socket);
      }
    });
  });
  return state;
}
