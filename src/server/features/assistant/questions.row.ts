/**
 * One row of the Assistant Chef's question table (issue 29): a question, its expected kind and
 * the key facts of a right answer. Shared by questions.table.ts and questions.coverage.table.ts.
 */
import type { Restriction } from '../../../shared/food/diet';
import type { KnowledgeTopic } from './knowledge';
import type { HouseholdTopic, OccasionId, QuestionKind } from './question-kind';

export interface TableFacts {
  topic?: KnowledgeTopic;
  occasion?: OccasionId;
  household?: HouseholdTopic;
  /** Taxonomy ids no recipe of the answer may contain (what is excluded or replaced). */
  without?: string[];
  /** Restrictions the question itself says. */
  restrictions?: Restriction[];
  /** The answer's text says this (a time range, a proportion, a reference). */
  says?: RegExp;
  servings?: number;
  maxMinutes?: number;
  children?: boolean;
  cheap?: boolean;
}

export interface TableRow extends TableFacts {
  q: string;
  kind: QuestionKind;
}

export const row = (q: string, kind: QuestionKind, facts: TableFacts = {}): TableRow => ({
  q,
  kind,
  ...facts,
});
