import { asc, eq } from 'drizzle-orm';
import {
  assistantConversations,
  assistantMessages,
  favoriteRecipes,
  householdPeople,
  householdRecipes,
  householdShops,
  inventoryItems,
  notifications,
  plannedMeals,
  profiles,
  shoppingItems,
  userPreferences,
  userSubscriptions,
  users,
} from '../../db/schema';
import type { AccountServices } from './services';
import { householdIdOf, householdRestrictions } from '../household';
import { toSchemaOrgRecipe } from '../recipes';

/** Everything the user owns, and their household's list, plan and fridge (nLPD / GDPR). */
export async function exportAccount({ db }: Pick<AccountServices, 'db'>, userId: string) {
  const householdId = await householdIdOf(db, userId);
  const [
    account,
    profile,
    preferences,
    subscription,
    userNotifications,
    favorites,
    shopping,
    meals,
    fridge,
    conversations,
    messages,
    people,
    restrictions,
    recipeBook,
    shops,
  ] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
    db
      .select({
        plan: userSubscriptions.plan,
        status: userSubscriptions.status,
        startDate: userSubscriptions.startDate,
        currentPeriodEnd: userSubscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: userSubscriptions.cancelAtPeriodEnd,
        provider: userSubscriptions.provider,
        createdAt: userSubscriptions.createdAt,
      })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(favoriteRecipes).where(eq(favoriteRecipes.userId, userId)),
    db.select().from(shoppingItems).where(eq(shoppingItems.householdId, householdId)),
    db.select().from(plannedMeals).where(eq(plannedMeals.householdId, householdId)),
    db.select().from(inventoryItems).where(eq(inventoryItems.householdId, householdId)),
    db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.userId, userId))
      .orderBy(asc(assistantConversations.createdAt)),
    db
      .select({
        conversationId: assistantMessages.conversationId,
        role: assistantMessages.role,
        content: assistantMessages.content,
        recipes: assistantMessages.recipes,
        createdAt: assistantMessages.createdAt,
      })
      .from(assistantMessages)
      .innerJoin(
        assistantConversations,
        eq(assistantMessages.conversationId, assistantConversations.id),
      )
      .where(eq(assistantConversations.userId, userId))
      .orderBy(asc(assistantMessages.createdAt)),
    db.select().from(householdPeople).where(eq(householdPeople.householdId, householdId)),
    householdRestrictions(db, householdId),
    db
      .select()
      .from(householdRecipes)
      .where(eq(householdRecipes.householdId, householdId))
      .orderBy(asc(householdRecipes.createdAt), asc(householdRecipes.id)),
    db
      .select({
        name: householdShops.name,
        aisleOrder: householdShops.aisleOrder,
        createdAt: householdShops.createdAt,
      })
      .from(householdShops)
      .where(eq(householdShops.householdId, householdId))
      .orderBy(asc(householdShops.createdAt)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: account[0],
    profile: profile[0] ?? null,
    preferences: preferences[0] ?? null,
    subscription: subscription[0] ?? null,
    notifications: userNotifications,
    favorites,
    assistantConversations: conversations.map((conversation) => ({
      ...conversation,
      messages: messages.filter((message) => message.conversationId === conversation.id),
    })),
    household: {
      shoppingItems: shopping,
      plannedMeals: meals,
      inventoryItems: fridge,
      people,
      // « Tout le foyer »: the restrictions and foods to avoid answered for the household.
      restrictions: restrictions.restrictions,
      avoidedFoods: restrictions.avoidedFoods,
      // « Mes recettes », as « Exporter mes recettes » writes them (schema.org `Recipe`).
      myRecipes: recipeBook.map(toSchemaOrgRecipe),
      // The shops and their aisle orders (« Par rayon » in each shop).
      shops,
    },
  };
}
