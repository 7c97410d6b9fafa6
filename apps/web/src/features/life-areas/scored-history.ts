// Stored questionnaires as the points the score card, chart and list show; shared with the levensgebieden overview.
export {
  scoredHistory,
  type ScoredResult,
} from '../../components/levensgebieden-overview/scored-history';
