// Words for the numbers on the result screen: how clear a preference is and how sure the result is.

export type PreferenceClarity = 'slight' | 'moderate' | 'clear' | 'very_clear';

/** Four even bands of the 0-100 strength: <= 25 slight, <= 50 moderate, <= 75 clear, above that very clear. */
export function preferenceClarity(strength: number): PreferenceClarity {
  if (!(strength > 25)) return 'slight';
  if (strength <= 50) return 'moderate';
  if (strength <= 75) return 'clear';
  return 'very_clear';
}

export type ConfidenceLevel = 'low' | 'medium' | 'high';

/** < 0.4 low, < 0.7 medium, else high (NaN is low); texts in `personality:result.confidenceLevel.*`. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (!(confidence >= 0.4)) return 'low';
  if (confidence < 0.7) return 'medium';
  return 'high';
}
