// Display helpers of the levensgebied screen; they live in components so the levensgebieden overview shares them.
export {
  bandKey,
  formatDay,
  formatScore,
  MANTINE_COLOR,
  sinceText,
} from '../../components/levensgebieden-overview/levensgebied-format';
