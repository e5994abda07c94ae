/**
 * The embedded Assistant Chef's answer to one message: the kind of question first
 * (question-kind.ts), then the answer of that kind — cooking knowledge, a substitution, a menu
 * for an occasion, the week, the household's own fridge and planning, recipes, or one honest
 * sentence when the question is not about cooking. Pure; the routes give it the context.
 */
import { ingredientById, normalizeFoodText, singular } from '../../../shared/food/taxonomy';
import type { CatalogueEngine } from '../recipes';
import { CAN_DO, monthOf, tableOf, type EmbeddedReply } from './answer-table';
import { recipeReply, type AssistantContext } from './embedded-assistant';
import { NBSP, NNBSP, examples, joinFrench } from './embedded-phrasing';
import { answerKnowledge } from './knowledge';
import { fr } from './knowledge/match';
import { occasionReply } from './occasion-menu';
import { questionOf, type Question } from './question-kind';
import { combined } from './recipe-ranking';

export { coconutNote } from './recipe-ranking';
export { tableOf } from './answer-table';

export type { EmbeddedReply } from './answer-table';

const CHAT = {
  greeting: () => `Bonjour${NNBSP}! Je suis votre Assistant Chef. ${CAN_DO} ${examples()}`,
  thanks: () => `Avec plaisir${NNBSP}! Bon appétit, et revenez quand vous voulez.`,
  help: () => `Je réponds avec les préférences de votre foyer. ${CAN_DO} ${examples()}`,
};

/* ------------------------------------------------------------------------------------------ */
/* Knowledge and substitutions                                                                */
/* ------------------------------------------------------------------------------------------ */

function knowledgeReply(
  catalogue: CatalogueEngine,
  message: string,
  question: Question,
  context: AssistantContext,
): EmbeddedReply {
  const said = tableOf(context, question.request.restrictions);
  // « une mayonnaise sans œufs »: the foods said left out count as the table's for the answer.
  const table =
    question.topic === 'basics'
      ? { ...said, avoidedFoods: [...said.avoidedFoods, ...question.request.excludedFoods] }
      : said;
  const answer = answerKnowledge(message, table, question.topic);
  if (!answer && question.nutrition) {
    return {
      text: `Je n’ai pas de valeurs nutritionnelles (calories, nutriments) et je ne donne pas de conseils de santé${NBSP}: pour cela, demandez à un·e diététicien·ne ou à votre médecin. ${CAN_DO} ${examples()}`,
      recipes: [],
    };
  }
  if (!answer) return cannotAnswer();
  if (answer.topic !== 'substitution') return { text: answer.text, recipes: [] };
  // A dish named (« dans un gâteau »): recipes without what is replaced — never built on it.
  const dishNamed =
    question.request.types.some((type) => type !== 'plat') ||
    /g[aâ]teau|cake|cr[eê]pe|tarte|quiche|cookie|muffin|dessert|sauce|gratin/i.test(message);
  if (!dishNamed) return { text: answer.text, recipes: [] };
  const names = answer.replaces.flatMap((id) => ingredientById(id)?.name ?? []);
  const reply = recipeReply(catalogue, message, context, {
    always: true,
    avoid: names,
    ...combined(question, table.restrictions, table.month),
  });
  if (reply.recipes.length === 0) return { text: answer.text, recipes: [] };
  return {
    text: `${answer.text}\n\nOu une recette pensée sans${NBSP}: ${reply.text.replace(/^Voici/, 'voici')}`,
    recipes: reply.recipes,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The household's own data                                                                   */
/* ------------------------------------------------------------------------------------------ */

const FRENCH_DATE = new Intl.DateTimeFormat('fr-CH', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayOf = (date: string) => FRENCH_DATE.format(new Date(`${date}T12:00:00Z`));

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** « périmé depuis le … », « expire aujourd’hui », « expire le … », or no date. */
function expiryOf(item: AssistantContext['fridge'][number], today: string): string {
  const date = item.expirationDate;
  if (date === null) return 'sans date (ajoutez-la dans la page Frigidaire)';
  if (date < today) return `périmé depuis le ${dayOf(date)}`;
  return date === today ? 'expire aujourd’hui' : `expire le ${dayOf(date)}`;
}

/** The fridge's products a message names (« mes courgettes », « le lait »). */
function namedIn(message: string, fridge: AssistantContext['fridge']): AssistantContext['fridge'] {
  const words = new Set(normalizeFoodText(message).split(' ').filter(Boolean).map(singular));
  return fridge.filter((item) => {
    const name = normalizeFoodText(item.name).split(' ').filter(Boolean).map(singular);
    return name.length > 0 && name.every((word) => words.has(word));
  });
}

function householdReply(
  catalogue: CatalogueEngine,
  message: string,
  question: Question,
  context: AssistantContext,
): EmbeddedReply {
  if (question.household === 'planned') {
    const text = ` ${message.toLowerCase()} `;
    const day = /demain/.test(text) ? addDays(context.today, 1) : context.today;
    const evening = /soir|dîner|diner/.test(text);
    const noon = /midi|déjeuner|dejeuner/.test(text);
    const meals = (context.planned ?? []).filter(
      (meal) =>
        meal.date === day &&
        (!evening || meal.time >= '16:00') &&
        (!noon || (meal.time >= '10:00' && meal.time < '16:00')),
    );
    const when = day === context.today ? 'aujourd’hui' : 'demain';
    if (meals.length > 0) {
      return {
        text: `Au planning ${when}${NBSP}: ${joinFrench(meals.map((meal) => `« ${meal.recipeTitle} » à ${meal.time.replace(':', 'h')} (${meal.servings}${NBSP}pers.)`))}. Bon appétit${NNBSP}!`,
        recipes: [],
      };
    }
    const ideas = recipeReply(catalogue, 'une idée de plat pour ce soir', context, {
      always: true,
      ...combined(question, context.restrictions, monthOf(context.today)),
    });
    return {
      text: `Rien n’est prévu au planning ${when}. ${ideas.text}`,
      recipes: ideas.recipes,
    };
  }
  if (question.household === 'shopping') {
    return {
      text: `Je ne modifie pas votre liste de courses moi-même${NBSP}: ajoutez un produit depuis la page «${NBSP}Liste de courses${NBSP}». Sous chaque recette que je propose, «${NBSP}Ajouter à la liste${NBSP}» y met ses ingrédients, et «${NBSP}Planifier ma semaine${NBSP}» prépare la liste de toute la semaine.`,
      recipes: [],
    };
  }
  const fridge = context.fridge;
  if (fridge.length === 0) {
    return {
      text: `Votre frigo est vide pour le moment${NBSP}: ajoutez vos produits depuis la page Frigidaire, avec leur date, et je vous dirai ce qui expire.`,
      recipes: [],
    };
  }
  if (question.household === 'fridge') {
    const names = fridge
      .slice(0, 15)
      .map((item) => `${item.name} (${item.quantity}${NBSP}${item.unit})`);
    return {
      text: `Dans votre frigo${NBSP}: ${joinFrench(names)}${fridge.length > 15 ? ` et ${fridge.length - 15} autres produits` : ''}. Demandez-moi «${NBSP}une idée avec ce qu’il y a dans mon frigo${NBSP}» pour les cuisiner.`,
      recipes: [],
    };
  }
  // « mes courgettes expirent quand ? »: the products named, with their dates.
  const asked = namedIn(message, fridge);
  if (asked.length > 0) {
    const lines = asked.map((item) => `– ${item.name}${NBSP}: ${expiryOf(item, context.today)}`);
    return {
      text: fr(`Dans votre frigo :\n${lines.join('\n')}`),
      recipes: [],
    };
  }
  const soon = addDays(context.today, 3);
  const expiring = fridge
    .filter((item) => item.expirationDate !== null && item.expirationDate <= soon)
    .sort((a, b) => (a.expirationDate! < b.expirationDate! ? -1 : 1));
  if (expiring.length === 0) {
    return {
      text: `Rien n’expire dans les trois prochains jours dans votre frigo. Les produits sans date n’y figurent pas${NBSP}: pensez à les dater dans la page Frigidaire.`,
      recipes: [],
    };
  }
  const lines = expiring
    .slice(0, 10)
    .map((item) => `– ${item.name}${NBSP}: ${expiryOf(item, context.today)}`);
  const ideas = recipeReply(
    catalogue,
    'une idée avec ce qu’il y a dans mon frigo',
    {
      ...context,
      fridge: fridge.map((item) => ({ ...item, priority: expiring.includes(item) })),
    },
    { always: true },
  );
  return {
    text:
      fr(
        `Ce qui expire bientôt dans votre frigo :\n${lines.join('\n')}\n${expiring.some((item) => item.expirationDate! < context.today) ? 'Passé sa date limite de consommation (« à consommer jusqu’au »), un produit se jette ; une date de durabilité minimale (« de préférence avant ») laisse juger à l’odeur et à l’aspect. ' : ''}Pour les utiliser : `,
      ) + ideas.text.replace(/^Voici/, 'voici'),
    recipes: ideas.recipes,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The week                                                                                   */
/* ------------------------------------------------------------------------------------------ */

function weekReply(
  catalogue: CatalogueEngine,
  message: string,
  question: Question,
  context: AssistantContext,
): EmbeddedReply {
  const week = question.week!;
  const wishes = [
    week.cheap ? 'pas cher' : '',
    week.quick ? 'rapide' : '',
    week.vegetarian ? 'végétarien' : '',
  ].filter(Boolean);
  const reply = recipeReply(catalogue, message, context, {
    always: true,
    ...combined(
      question,
      tableOf(context, question.request.restrictions).restrictions,
      monthOf(context.today),
    ),
  });
  const offer = `Pour toute la semaine, «${NBSP}Planifier ma semaine${NBSP}» propose un plat pour chaque repas choisi${wishes.length > 0 ? ` (${wishes.join(', ')})` : ''}, en respectant votre foyer${NBSP}: le bouton est sous ce message.`;
  return {
    text: `${reply.text}\n${offer}`,
    recipes: reply.recipes,
    offer: { kind: 'week', ...week },
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Putting it together                                                                        */
/* ------------------------------------------------------------------------------------------ */

/** What the Assistant Chef is, in two sentences, then what it can do. */
function identityOf(context: AssistantContext): string {
  const what = context.languageModel
    ? `Je suis l’Assistant Chef de Popote${NBSP}: un modèle de langage (une IA) rédige mes réponses, mais les recettes viennent du carnet de Popote et respectent toujours les préférences de votre foyer.`
    : `Je suis l’Assistant Chef de Popote, un programme sans modèle de langage${NBSP}: je réponds à partir du carnet de recettes de Popote et de fiches de cuisine écrites par l’équipe, en respectant les préférences de votre foyer. Je n’invente rien et je dis quand je ne sais pas.`;
  return `${what} ${CAN_DO} ${examples()}`;
}

const cannotAnswer = (): EmbeddedReply => ({
  text: `Je ne sais pas répondre à cette question, désolé. ${CAN_DO} ${examples()}`,
  recipes: [],
});

/** Popote's own assistant: what kind of question, then the answer of that kind. */
export function embeddedReply(
  catalogue: CatalogueEngine,
  message: string,
  context: AssistantContext,
): EmbeddedReply {
  const question = questionOf(message);
  switch (question.kind) {
    case 'technique':
    case 'substitution':
      return knowledgeReply(catalogue, message, question, context);
    case 'household':
      return householdReply(catalogue, message, question, context);
    case 'occasion':
      return occasionReply(catalogue, question, context, message);
    case 'week':
      return weekReply(catalogue, message, question, context);
    case 'chat': {
      if (question.identity) return { text: identityOf(context), recipes: [] };
      const intent = question.request.intent;
      return {
        text: (intent === 'greeting' || intent === 'thanks' || intent === 'help'
          ? CHAT[intent]
          : CHAT.help)(),
        recipes: [],
      };
    }
    case 'out-of-scope':
      return {
        text: `Je ne réponds qu’aux questions de cuisine, désolé. ${CAN_DO} ${examples()}`,
        recipes: [],
      };
    case 'recipe': {
      const restrictions = tableOf(context, question.request.restrictions).restrictions;
      // « mon mari est diabétique »: no medical advice, but no sweetened product either.
      const diabetes = /diab[eé]t/i.test(message);
      return recipeReply(catalogue, message, context, {
        // « quelque chose de pas trop fort pour ma fille »: a request, though no dish is named.
        always: question.spice !== null || question.children,
        ...combined(question, restrictions, monthOf(context.today)),
        ...(diabetes
          ? {
              avoid: ['sucre ajouté'],
              before: `Je ne donne pas de conseil médical${NBSP}: pour un régime, l’avis de son médecin ou d’un·e diététicien·ne compte. Voici des idées sans sucre ajouté (le sucre des fruits reste). `,
            }
          : {}),
      });
    }
  }
}
