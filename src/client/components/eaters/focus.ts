/** Marks the root of « Qui mange ? » (a data attribute). */
export const EATERS_CHOICE_ROOT = { 'data-eaters-choice': '' } as const;

/** Whether the focus is on « Qui mange ? »: a recipe asked for a new choice must not take it. */
export const focusIsOnEatersChoice = () =>
  document.activeElement?.closest('[data-eaters-choice]') != null;
