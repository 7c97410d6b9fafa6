// What the community's server sends and the app reads (decision 040): rooms, members, messages, reports and the live events, one definition for both sides.
import type { CommunityRoomKind } from './rooms';

/** How a member shows in the community: a display name and a type, never an email. */
export type ChatProfile = { displayName: string; mbtiType: string | null };

/** Another member as the app may show them. */
export type MemberRef = { id: string } & ChatProfile;

export type RoomMessage = {
  roomId: string;
  seq: number;
  clientId: string;
  body: string;
  createdAt: string;
  author: MemberRef;
};

/**
 * A page of messages and the seqs it looked at (`from` to `through`, 0 when none): a catch-up goes on
 * after `through`, a history page before `from`, even when blocked or hidden messages were left out.
 */
export type MessagePage = { messages: RoomMessage[]; from: number; through: number };

export type RoomSummary = {
  id: string;
  kind: CommunityRoomKind;
  memberCount: number;
  lastActivityAt: string | null;
  lastSeq: number;
  joined: boolean;
  /** The member's role in the room; null when not joined. */
  role: 'member' | 'moderator' | null;
  /** Messages after the member's read marker; 0 when not joined. */
  unread: number;
  slowModeSeconds: number;
  /** The other member of a direct room. */
  peer?: MemberRef;
};

export type ReportContextMessage = {
  seq: number;
  authorId: string;
  displayName: string;
  body: string;
  createdAt: string;
};

/** A report as the room's moderators see it: the reporter is never named. */
export type OpenReport = {
  id: string;
  roomId: string;
  seq: number;
  reason: string;
  createdAt: string;
  context: ReportContextMessage[];
};

/** Reports of a room that are no longer open (resolved, or their message hidden): moderators' panels drop them. */
export type ReportsClosedEvent = { roomId: string; reportIds: string[] };

/** What the member shares with others (decision 044): both off until they turn them on. */
export type ChatSharing = { presence: boolean; readReceipts: boolean };

/** What a room shows the caller of others: null where the caller does not share that themselves. */
export type RoomPresence = { online: number | null; peerReadSeq: number | null };

/** What the server pushes over the community socket; writes never go this way. */
export type CommunityServerEvents = {
  message: (message: RoomMessage) => void;
  /** A moderator hid a message: screens drop it. */
  hidden: (event: { roomId: string; seq: number }) => void;
  /** A new report, sent only to the sockets of the room's moderators. */
  report: (report: OpenReport) => void;
  /** Sent only to the sockets of the room's moderators. */
  reportsClosed: (event: ReportsClosedEvent) => void;
  /** The peer of a direct room read up to `seq` (only when both share read receipts, decision 044). */
  read: (event: { roomId: string; seq: number }) => void;
};
