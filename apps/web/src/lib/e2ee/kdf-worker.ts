// Web Worker entry: runs Argon2id (tens of MiB, up to seconds on a phone) off the page's thread, one operation per worker.
import { answerKeyOp } from './key-op-answer';
import type { KeyOpRequest, KeyOpResponse } from './key-op-answer';

/** The two members of DedicatedWorkerGlobalScope used here; the app's lib is DOM, not WebWorker. */
type WorkerScope = {
  onmessage: ((event: MessageEvent<KeyOpRequest>) => void) | null;
  postMessage(message: KeyOpResponse): void;
};

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void answerKeyOp(event.data).then((answer) => scope.postMessage(answer));
};
