/**
 * The public references the Assistant Chef's food-safety figures come from. Every figure of
 * `cooking.ts` and `storage.ts` that concerns safety names one of these; when they disagree, the
 * most cautious wins (shortest keeping time, highest core temperature). Reviewed by the lead
 * before landing (docs/decisions/0031-assistant-answers.md).
 */
export const REFERENCES = {
  /** USDA Food Safety and Inspection Service, « Safe Minimum Internal Temperature Chart ». */
  usdaTemperatures: 'USDA FSIS (températures à cœur minimales)',
  /** USDA FSIS, « Leftovers and Food Safety », « The Big Thaw », « Cold Food Storage Chart ». */
  usdaStorage: 'USDA FSIS (conservation au froid)',
  /** Office fédéral de la sécurité alimentaire et des affaires vétérinaires (Suisse). */
  osav: 'OSAV (Suisse)',
  /** Agence nationale de sécurité sanitaire (France): steak haché des enfants, miel avant 1 an. */
  anses: 'ANSES (France)',
  /** UK Food Standards Agency: cooked rice kept one day and reheated once. */
  fsa: 'FSA (Royaume-Uni)',
} as const;

export type Reference = keyof typeof REFERENCES;

/** « (source : USDA FSIS…) » after a safety figure. */
export const cite = (...references: Reference[]) =>
  `(source${references.length > 1 ? 's' : ''}\u00a0: ${references.map((reference) => REFERENCES[reference]).join(', ')})`;
