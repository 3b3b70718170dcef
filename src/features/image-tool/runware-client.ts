import {
  authenticationTask,
  inferenceTask,
  parseReply,
  type InferenceParams,
  type InferenceTask,
  type ReplyError,
} from './runware-protocol.ts';

/** The parts of a WebSocket the client uses: the browser's and the `ws` package's both fit. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}
export type SocketConstructor = new (url: string) => SocketLike;

export interface RunwareClientOptions {
  url: string;
  apiKey: string;
  WebSocket?: SocketConstructor;
  /** Pause between a close and the next connection attempt (SPEC: 1 second). */
  reconnectDelayMs?: number;
  /** How long one generation may take, waiting for the connection included. */
  timeoutMs?: number;
}

export type RunwareErrorKind = 'auth' | 'server' | 'connection' | 'timeout';

export class RunwareError extends Error {
  constructor(
    readonly kind: RunwareErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'RunwareError';
  }
}

export interface GeneratedImage {
  taskUUID: string;
  imageURL: string;
}

interface Pending {
  task: InferenceTask;
  resolve(image: GeneratedImage): void;
  reject(error: RunwareError): void;
  timer: ReturnType<typeof setTimeout>;
  /** The socket the task last went out on; a new socket gets it again. */
  sentOn?: SocketLike;
}

const OPEN = 1;

/** One authenticated socket to Runware, shared by every request; requests wait for it and survive reconnects. */
export class RunwareClient {
  private socket: SocketLike | null = null;
  private authenticated = false;
  private sessionUUID: string | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly pending = new Map<string, Pending>();
  private readonly options: Required<RunwareClientOptions>;

  constructor(options: RunwareClientOptions) {
    this.options = {
      WebSocket: globalThis.WebSocket as unknown as SocketConstructor,
      reconnectDelayMs: 1000,
      timeoutMs: 90_000,
      ...options,
    };
  }

  generate(params: InferenceParams): Promise<GeneratedImage> {
    if (this.closed) return Promise.reject(new RunwareError('connection', 'The client is closed.'));
    const task = inferenceTask(crypto.randomUUID(), params);
    return new Promise<GeneratedImage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(task.taskUUID);
        reject(new RunwareError('timeout', 'The image service did not answer in time. Please try again.'));
      }, this.options.timeoutMs);
      this.pending.set(task.taskUUID, { task, resolve, reject, timer });
      if (this.authenticated && this.socket?.readyState === OPEN) this.sendPending();
      else this.connect();
    });
  }

  /** Ends the connection for good: pending requests fail and no reconnect follows. */
  close(): void {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.failAll(new RunwareError('connection', 'The client is closed.'));
    this.drop();
  }

  private connect(): void {
    // Connecting, or open and authenticating: the pending requests go out once authenticated.
    if (this.socket && this.socket.readyState <= OPEN) return;
    clearTimeout(this.reconnectTimer);
    this.drop();
    const socket = new this.options.WebSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => this.send([authenticationTask(this.options.apiKey, this.sessionUUID)]);
    socket.onmessage = (event: { data: unknown }) => this.receive(String(event.data));
    socket.onerror = () => {
      if (this.socket === socket) this.failAll(new RunwareError('connection', 'Connection error.'));
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.authenticated = false;
      if (this.closed) return;
      this.reconnectTimer = setTimeout(() => this.connect(), this.options.reconnectDelayMs);
    };
  }

  private receive(raw: string): void {
    const { items, errors } = parseReply(raw);
    for (const item of items) {
      if (item.taskType === 'authentication') {
        this.authenticated = true;
        this.sessionUUID = item.connectionSessionUUID ?? this.sessionUUID;
        this.sendPending();
        continue;
      }
      const waiting = item.taskUUID ? this.pending.get(item.taskUUID) : undefined;
      if (!waiting || !item.imageURL) continue;
      this.settle(waiting.task.taskUUID);
      waiting.resolve({ taskUUID: waiting.task.taskUUID, imageURL: item.imageURL });
    }
    for (const error of errors) this.fail(error);
  }

  private fail(error: ReplyError): void {
    const message = error.message ?? 'An error occurred';
    const waiting = error.taskUUID ? this.pending.get(error.taskUUID) : undefined;
    if (waiting) {
      this.settle(waiting.task.taskUUID);
      waiting.reject(new RunwareError('server', message));
      return;
    }
    if (error.taskType === 'authentication' || !this.authenticated) {
      this.failAll(new RunwareError('auth', message));
      // A refused key would be refused again: no reconnect until the next request.
      this.drop();
      return;
    }
    // An error that names no task cannot be matched: fail every request rather than let them time out.
    this.failAll(new RunwareError('server', message));
  }

  private settle(taskUUID: string): void {
    const waiting = this.pending.get(taskUUID);
    if (waiting) clearTimeout(waiting.timer);
    this.pending.delete(taskUUID);
  }

  private failAll(error: RunwareError): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) {
      clearTimeout(p.timer);
      p.reject(error);
    }
  }

  private send(tasks: unknown[]): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(tasks));
  }

  /**
   * Sends every request not yet sent on this socket: those that waited for the connection and those
   * cut off by a close (their answer may never come; should both come, the second is ignored).
   */
  private sendPending(): void {
    const socket = this.socket;
    if (!socket) return;
    const unsent = [...this.pending.values()].filter((p) => p.sentOn !== socket);
    if (!unsent.length) return;
    this.send(unsent.map((p) => p.task));
    for (const p of unsent) p.sentOn = socket;
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    this.authenticated = false;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // `ws` throws an 'error' nobody listens to when closed while still connecting.
    socket.onerror = () => {};
    socket.close();
  }
}
