// The key bundle operations that run Argon2id, as messages: what the KDF worker receives and answers.
import {
  changePassphrase,
  createKeyBundle,
  isE2eeError,
  unlockWithPassphrase,
} from '@groeipad/sync';
import type { Argon2Cost, CreatedKeyBundle, E2eeErrorCode, KeyBundle } from '@groeipad/sync';

export type KeyOpRequest =
  | { op: 'create'; passphrase: string; cost?: Argon2Cost }
  | { op: 'unlock'; bundle: KeyBundle; passphrase: string }
  | { op: 'change'; bundle: KeyBundle; dataKey: CryptoKey; passphrase: string; cost?: Argon2Cost };

/** CryptoKeys survive postMessage (structured clone); an E2eeError does not, so only its code travels. */
export type KeyOpResponse =
  | { ok: true; value: CreatedKeyBundle | CryptoKey | KeyBundle }
  | { ok: false; code: E2eeErrorCode | undefined; message: string };

function options(cost: Argon2Cost | undefined) {
  return cost ? { cost } : {};
}

async function run(request: KeyOpRequest): Promise<CreatedKeyBundle | CryptoKey | KeyBundle> {
  switch (request.op) {
    case 'create':
      return createKeyBundle(request.passphrase, options(request.cost));
    case 'unlock':
      return unlockWithPassphrase(request.bundle, request.passphrase);
    case 'change':
      return changePassphrase(
        request.bundle,
        request.dataKey,
        request.passphrase,
        options(request.cost),
      );
  }
}

/** Never rejects: a failure is an answer too. */
export async function answerKeyOp(request: KeyOpRequest): Promise<KeyOpResponse> {
  try {
    return { ok: true, value: await run(request) };
  } catch (error) {
    return {
      ok: false,
      code: isE2eeError(error) ? error.code : undefined,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
