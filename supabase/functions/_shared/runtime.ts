// What the hosted Edge Runtime offers beyond Web APIs, for each function's index.ts.

interface EdgeRuntimeGlobal {
  EdgeRuntime?: { waitUntil(work: Promise<unknown>): void };
}

/** Keeps `work` running after the response has gone, where the runtime offers it (hosted Supabase). */
export function background(work: Promise<unknown>): void {
  (globalThis as EdgeRuntimeGlobal).EdgeRuntime?.waitUntil(work);
}
