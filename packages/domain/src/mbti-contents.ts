// mbti_contents rules: the unique type-kind-order key, conflict and synced flags (SPEC 3).
export type MbtiContentKeyInput = { mbti_type: string; kind: string; order_idx: number };

export function mbtiContentKey(content: MbtiContentKeyInput): string {
  return `${content.mbti_type}-${content.kind}-${content.order_idx}`;
}

export type MbtiContentSyncInput = {
  seed_conflict?: boolean | null | undefined;
  upstream_changed?: boolean | null | undefined;
  last_synced_at?: number | null | undefined;
};

export function hasConflict(content: MbtiContentSyncInput): boolean {
  return content.seed_conflict === true || content.upstream_changed === true;
}

export function isSynced(content: MbtiContentSyncInput): boolean {
  return content.last_synced_at != null && !hasConflict(content);
}
