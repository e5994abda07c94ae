import type { BillingServices } from '../billing';
import type { RecipeServices } from '../recipes';

/** The account's routes touch everything the user owns: every feature's services. */
export interface AccountServices extends RecipeServices, BillingServices {}
