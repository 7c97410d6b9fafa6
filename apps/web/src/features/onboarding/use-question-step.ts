// Shared state of a question step (test or wellness): which questions are still open after a submit,
// whether the result is being edited again, and a busy flag while the answers are scored and saved.
import { useState } from 'react';

export function useQuestionStep(onSubmit: () => Promise<readonly string[] | undefined>) {
  const [missing, setMissing] = useState<string[]>([]);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    try {
      const unanswered = [...((await onSubmit()) ?? [])];
      setMissing(unanswered);
      if (unanswered.length === 0) setEditing(false);
    } finally {
      setBusy(false);
    }
  }

  return { missing, setMissing, editing, setEditing, busy, submit };
}
