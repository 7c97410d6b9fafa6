// What the server's /api/challenges routes send and take (issue 20, decision 047): the type community's
// challenges of the week with who takes part, likes, and the opt-in rank; one definition for both sides.
import type { DayKey } from '../daily/days';
import type { MbtiType } from '../mbti';

/** A member taking part in a community challenge, as another member of the type's community sees them. */
export type ChallengeMemberWire = {
  memberId: string;
  /** Their community display name, never an email. */
  name: string;
  /** They share their progress on this run (`share_progress`); `doneDays` is there only then (or for yourself). */
  shared: boolean;
  /** Done days inside the run's window (each local day once), when shared. */
  doneDays?: number;
  daysNeeded: number;
  /** Likes on this run. */
  likes: number;
  likedByMe: boolean;
  /** The member asking. */
  me: boolean;
};

export type CommunityChallengeWire = {
  challengeId: string;
  /** The week's Monday: the run's first day. */
  periodStart: DayKey;
  /** The run's last day (the Sunday). */
  endsOn: DayKey;
  /** Members of the type's community taking part (the caller included, blocked members left out). */
  participants: number;
  /** The caller has a run of it this week that they did not leave. */
  joined: boolean;
  /** Those taking part, the caller first, then by name; at most COMMUNITY_MEMBERS_SHOWN. */
  members: ChallengeMemberWire[];
};

export type CommunityChallengesWire = {
  type: MbtiType;
  weekStart: DayKey;
  challenges: CommunityChallengeWire[];
};

/** At most this many members of a challenge are listed (`participants` counts them all). */
export const COMMUNITY_MEMBERS_SHOWN = 50;

/** POST and DELETE /api/challenges/likes. */
export type ChallengeLikeRequest = { challengeId: string; periodStart: DayKey; memberId: string };

export type RankRowWire = { rank: number; name: string; xp: number; me: boolean };

/**
 * GET and PUT /api/challenges/rank. The rank is reciprocal: only a member who opted in sees the others'
 * (`top` is empty otherwise); `of` counts the opted-in members of the type's community they may see.
 */
export type ChallengeRankWire = {
  optedIn: boolean;
  rank?: number;
  xp?: number;
  of: number;
  top: RankRowWire[];
};

/** At most this many rows in `top`. */
export const RANK_TOP_SIZE = 10;

/** PUT /api/challenges/rank. */
export type RankOptInRequest = { optIn: boolean };
