/**
 * Runware's websocket protocol: the client sends JSON arrays of tasks; the server answers with objects
 * carrying a `data` list of results and, on failure, `error`/`errors` with `errorMessage`/`message`.
 */

// FLUX.1 [schnell]: a 4-step model, hence steps 4 and CFG scale 1.
export const DEFAULT_MODEL = 'runware:100@1';

export interface InferenceParams {
  positivePrompt: string;
  model?: string;
  seed?: number;
  /** Only models with a text encoder that understands weights accept it; the default model refuses it. */
  promptWeighting?: 'compel' | 'sdEmbeds';
}

export interface AuthenticationTask {
  taskType: 'authentication';
  apiKey: string;
  connectionSessionUUID?: string;
}

export interface InferenceTask {
  taskType: 'imageInference';
  taskUUID: string;
  positivePrompt: string;
  model: string;
  width: number;
  height: number;
  numberResults: number;
  outputFormat: 'WEBP';
  steps: number;
  CFGScale: number;
  scheduler: string;
  strength: number;
  lora: { model: string; weight: number }[];
  seed?: number;
  promptWeighting?: string;
}

export function authenticationTask(apiKey: string, connectionSessionUUID?: string): AuthenticationTask {
  return connectionSessionUUID
    ? { taskType: 'authentication', apiKey, connectionSessionUUID }
    : { taskType: 'authentication', apiKey };
}

export function inferenceTask(taskUUID: string, params: InferenceParams): InferenceTask {
  const model = params.model ?? DEFAULT_MODEL;
  const task: InferenceTask = {
    taskType: 'imageInference',
    taskUUID,
    positivePrompt: params.positivePrompt,
    model,
    // Portrait, the shape of the site's worker photos.
    width: 512,
    height: 768,
    numberResults: 1,
    outputFormat: 'WEBP',
    steps: 4,
    CFGScale: 1,
    scheduler: 'FlowMatchEulerDiscreteScheduler',
    strength: 0.8,
    lora: [],
    promptWeighting: params.promptWeighting ?? 'compel',
  };
  if (params.seed !== undefined) task.seed = params.seed;
  // The default model rejects the whole task when promptWeighting is present.
  if (model === DEFAULT_MODEL) delete task.promptWeighting;
  return task;
}

export interface ReplyItem {
  taskType?: string;
  taskUUID?: string;
  connectionSessionUUID?: string;
  imageURL?: string;
  imageUUID?: string;
  seed?: number;
}

export interface ReplyError {
  taskType?: string;
  taskUUID?: string;
  /** The server's own words, when it gave any. */
  message?: string;
}

export interface Reply {
  items: ReplyItem[];
  errors: ReplyError[];
}

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

function toError(source: Loose, fallback: Loose = {}): ReplyError {
  const nested = isObject(source.error) ? source.error : {};
  return {
    taskType: str(source.taskType) ?? str(nested.taskType) ?? str(fallback.taskType),
    taskUUID: str(source.taskUUID) ?? str(nested.taskUUID) ?? str(fallback.taskUUID),
    message:
      str(source.errorMessage) ??
      str(source.message) ??
      str(nested.errorMessage) ??
      str(nested.message) ??
      str(source.error),
  };
}

const hasError = (o: Loose) => Boolean(o.error) || o.errorMessage !== undefined;

/** Reads one websocket message; anything that is not a Runware reply yields nothing. */
export function parseReply(raw: string): Reply {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { items: [], errors: [] };
  }
  if (!isObject(body)) return { items: [], errors: [] };
  const items: ReplyItem[] = [];
  const errors: ReplyError[] = [];
  for (const entry of Array.isArray(body.data) ? body.data : []) {
    if (!isObject(entry)) continue;
    if (hasError(entry)) errors.push(toError(entry));
    else items.push(entry as ReplyItem);
  }
  if (Array.isArray(body.errors)) {
    for (const e of body.errors) if (isObject(e)) errors.push(toError(e, body));
  }
  if (hasError(body)) errors.push(toError(body));
  return { items, errors };
}
