import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  assistantConversations,
  assistantMessages,
  favoriteRecipes,
  householdPeople,
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
import { bookFilePieces, bookRows, type PhotoStore } from '../recipes';

/**
 * Everything the user owns, and their household's list, plan, fridge and recipe book (nLPD /
 * GDPR), as the pieces of its JSON text: the book, photos included, is written recipe by recipe
 * (`bookFilePieces`) where the rest leaves its place, never whole in memory. The rows are read
 * before the first piece, so that a database that does not answer is an error, not a cut file.
 */
export async function exportAccount(
  { db, logger }: Pick<AccountServices, 'db' | 'logger'>,
  photos: PhotoStore,
  userId: string,
): Promise<AsyncIterable<string>> {
  const data = await accountData(db, userId);
  const mark = `popote-recipe-book-${randomUUID()}`;
  const text = JSON.stringify({ ...data, household: { ...data.household, myRecipes: mark } });
  const at = text.indexOf(`"${mark}"`);
  return (async function* () {
    yield text.slice(0, at);
    yield* bookFilePieces(data.household.myRecipes, photos, logger);
    yield text.slice(at + mark.length + 2);
  })();
}

/** The rows of the export; the recipe book's rows are written as a file by `exportAccount`. */
async function accountData(db: AccountServices['db'], userId: string) {
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
    bookRows(db, householdId),
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
      // « Mes recettes », as « Exporter mes recettes » writes them (schema.org `Recipe`, each
      // photo as a `data:` URL): the same file, which « Importer un fichier » reads back.
      myRecipes: recipeBook,
      // The shops and their aisle orders (« Par rayon » in each shop).
      shops,
    },
  };
}
