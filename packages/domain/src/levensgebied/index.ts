// Public surface of the levensgebieden questionnaire content and scoring.
export * from './items';
export * from './score';
