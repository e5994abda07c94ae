/**
 * What kind of question the Assistant Chef was asked, before any recipe is searched (issue 29):
 * a recipe request, a technique or timing question, a substitution, a menu for an occasion, a
 * plan for the week, a question about the household's own data, small talk, or something out of
 * scope. Pure and deterministic; the constraints themselves are read by understand.ts.
 */
import { comparable, isCurious, knowledgeTopicOf, type KnowledgeTopic } from './knowledge';
import type { Occasion } from '../recipes';
import { dishWordsOf, mealOf, unknownDishOf } from './embedded-phrasing';
import { understand, type AssistantRequest } from './understand';

export type QuestionKind =
  | 'recipe'
  | 'technique'
  | 'substitution'
  | 'occasion'
  | 'week'
  | 'household'
  | 'chat'
  | 'out-of-scope';

/** The occasions of the catalogue's tags (recipes feature, OCCASIONS). */
export type OccasionId = Occasion;

export type HouseholdTopic = 'expiring' | 'fridge' | 'planned' | 'shopping';

export interface WeekWish {
  cheap: boolean;
  quick: boolean;
  vegetarian: boolean;
}

export interface Question {
  kind: QuestionKind;
  /** For 'technique' and 'substitution': which knowledge answers it. */
  topic: KnowledgeTopic | null;
  occasion: OccasionId | null;
  household: HouseholdTopic | null;
  week: WeekWish | null;
  /** « pour les enfants »: mild, familiar dishes first, the spicy ones flagged. */
  children: boolean;
  /** « pas cher »: ranked by cost band. */
  cheap: boolean;
  /** « épicé, relevé »: the relevé dishes first; « pas épicé »: last. */
  spice: 'hot' | 'mild' | null;
  /**
   * « sans cuisson », « rien à cuire »: the recipes with nothing to cook first ('all'); « sans four »,
   * « sans allumer le four »: those cooked without the oven first ('oven').
   */
  noCook: 'all' | 'oven' | null;
  /** Clearly about something else (the weather, a poem): no language model is asked. */
  offTopic: boolean;
  /** « tu es une IA ? », « qui es-tu ? »: what the assistant is, honestly. */
  identity: boolean;
  /** « une entrée de fête »: the recipes tagged for a festive occasion first. */
  festive: boolean;
  /** « combien de calories… », « c'est bon pour la santé ? »: no nutrition data, said. */
  nutrition: boolean;
  request: AssistantRequest;
}

const has = (pattern: RegExp) => (text: string) => pattern.test(text);

const OCCASIONS: ReadonlyArray<readonly [OccasionId, RegExp]> = [
  [
    'nouvel-an',
    / (nouvel an|saint sylvestre|st sylvestre|reveillon du 31|31 decembre|jour de l an|nouvelle annee)/,
  ],
  ['noel', / (noel|reveillon|24 decembre|25 decembre|fete de fin d annee|fete de fin annee)/],
  ['paques', / (paque|paques)/],
  // « pour mes 40 ans », « les 7 ans de Léo ».
  ['anniversaire', / (anniversaire|anniv)| (mes|ses|les|tes|nos|vos|leurs?) \d+ ans?( |$)/],
  ['apero-dinatoire', / (apero dinatoire|aperitif dinatoire|appero dinatoire|apero dinatoir)/],
  ['brunch', / (brunch)/],
  ['raclette-fondue', / (raclette|fondue)/],
];
/** Words that make a gathering of a dish name (« une raclette » alone is a recipe request). */
const GATHERING = has(
  / (menu|soiree|entre ami|ami|organis|recevoir|recoi|invite|avec quoi|accompagn|quoi servir|quoi faire|repas|diner|dejeuner|fete|table|convive|famille|idee)/,
);

const EXPIRING = has(
  / (expire|expirent|expir|perime|perim|peremption|dlc|date limite|a consommer rapidement|bientot perime|va perimer|vont perimer|qui tourne|a utiliser en premier)/,
);
const FRIDGE_CONTENT = has(
  / (qu est ce qu il y a|qu est ce que j ai|que contient|quoi dans|il reste quoi|il me reste quoi|reste t il|ce qui reste|contenu|inventaire)( dans| dan)? (mon |le |du |notre )?(frigo|frigidaire|refrigerateur|congelateur|placard)/,
);
const PLANNED = has(
  / (on mange quoi|qu est ce qu on mange|que mange t on|mange t on quoi|au menu|c est quoi le repas|qu est ce qui est prevu|prevu|au planning|dans le planning|planifie|au programme|on a quoi)/,
);
const WHEN = has(
  / (ce soir|ce midi|aujourd hui|demain|cette semaine|la semaine|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)/,
);
const COOK_VERBS = has(
  / (idee|propose|suggere|recette|cuisiner|preparer|faire avec|avec ce qu|inspiration|envie)/,
);

const WEEK = has(
  / (semaine|7 jour|sept jour|lundi au vendredi|5 soir|cinq soir|planning de repa|menus de la|batch cooking|planifier me repa|planifier mes repa|plan de repa)/,
);
const CHEAP = has(
  / (pas cher|pa cher|peu cher|pas chere|pa chere|petit budget|economique|economiser|budget|bon marche|pas couteu|moins cher|fauche|fin de moi|radin|low cost|prix|euro|combien coute|coute combien|ca coute|cout)( |$)/,
);
const CHILDREN = has(
  / (enfant|gamin|gosse|mome|kid|petit|loulou|bambin|ado|fiston|fille|fils|bebe)/,
);

const OUT_OF_SCOPE = has(
  / (meteo|temps qu il fait|poeme|blague|devoir|politique|election|bourse|bitcoin|crypto|foot|match|voiture|film|serie|musique|chanson|traduire|traduction|code|programm|javascript|python|capitale|president|histoire de france|mal de tete|medicament|medecin|maladie|diagnostic|impot|horoscope|mot de passe|ordinateur|vacance|avion|train|hotel)/,
);
const FOOD_WORDS = has(
  / (recette|cuisin|manger|mange|plat|dessert|repas|aliment|ingredient|cuire|cuisson|gateau|menu)/,
);

const MILD = has(
  / (pa|pas|peu|pas trop|pa trop|jamais|rien de|sans) (trop )?(epice|epicee|releve|relevee|piquant|piquante|pimente|pimentee|fort)| sans piment| qui ne pique pa| ne pique pa| doux en gout/,
);
const HOT = has(
  / (epice|epicee|releve|relevee|piquant|piquante|pimente|pimentee|qui pique|ca pique|qui arrache|spicy|bien fort)( |$)/,
);
const NOT_SPICE =
  / (pain d epice|quatre epice|cinq epice|melange d epice|mes epice|les epice|aux epice|d epice)/g;

// Plurals are folded by `comparable`: « sans » reads « san », « pas » « pa ».
const NO_COOK = has(
  / (san (cuisson|cuire|rien cuire|feu|plaque|allumer (la plaque|le feu))|pa de cuisson|aucune cuisson|rien a cuire|qui ne se cuit pa|qui ne cuit pa)( |$)/,
);
const NO_OVEN = has(/ (san (four|allumer le four|utiliser le four)|pa de four)( |$)/);

function noCookOf(text: string): Question['noCook'] {
  if (NO_COOK(text)) return 'all';
  return NO_OVEN(text) ? 'oven' : null;
}

function spiceOf(text: string): 'hot' | 'mild' | null {
  if (MILD(text)) return 'mild';
  return HOT(text.replace(NOT_SPICE, ' ')) ? 'hot' : null;
}

const IDENTITY = has(
  / (tu es|t es|es tu|etes vous|vous etes|tu serai) (une |un |vraiment une |vraiment un )?(ia|i a|intelligence artificielle|robot|bot|chatbot|humain|humaine|vrai personne|vraie personne|machine|programme|chatgpt|gpt|modele de langage)( |$)| (qui es tu|qui est tu|qui etes vous|tu es qui|t es qui|vous etes qui|qu est ce que tu es|c est quoi cet assistant|comment tu fonctionne|comment fonctionne tu|tu fonctionne comment|tu utilise (une |un )?(ia|chatgpt|modele)|il y a une ia|y a t il une ia|c est de l ia|c est quoi popote|qu est ce que popote|popote c est quoi|c est quoi l assistant chef|comment tu marche|tu marche comment|comment ca marche|comment fonctionne l assistant)( |$)| (tu es|t es|es tu|etes vous) (un |une )?(vrai |vraie |grand |grande )?(chef|cuisinier|cuisiniere)( |$)/,
);

const NUTRITION = has(
  / (calorie|kcal|valeur nutritionnelle|apport nutritionnel|bon pour la sante|mauvai pour la sante|mauvais pour la sante|fait grossir|fait maigrir|cholesterol|index glycemique|combien de proteine|combien de glucide|combien de lipide)( |$)/,
);

const SHOPPING = has(
  / ((ajoute|rajoute|mets|met|note|inscri|enleve|retire|supprime)\w* .*(liste de course|liste|course)|qu est ce que (je doi|il faut|on doit|on doi) acheter|quoi acheter|que doi je acheter|ma liste de course|la liste de course|liste de course)( |$)/,
);
const SAFE_TO_EAT = has(
  / (je peu|on peut|peut on|puis je|encore bon|encore bonne|mangeable|dangereu|risque|a jeter|faut il jeter|toujours bon|sans danger)( |$)/,
);
const KITCHEN_SKILL = has(
  / comment (bien )?(eplucher|peler|couper|emincer|ciseler|decouper|vider|nettoyer|laver|choisir|ouvrir|tailler|hacher|desosser|ecailler|zester|presser|aiguiser|affuter|trancher|ecosser|equeuter|denoyauter|monder)( |$)/,
);

const CHAT_INTENTS = new Set(['greeting', 'thanks', 'help']);

/** Reads what kind of question a message is, and what it asks for. */
export function questionOf(message: string): Question {
  const text = comparable(message);
  const request = understand(message);
  const base = {
    topic: null,
    occasion: null,
    household: null,
    week: null,
    children:
      CHILDREN(text) &&
      !/ (petit dej|petit pois|petit plat|petit budget|petite faim|petit creux|petit salee|petit sale)/.test(
        text,
      ),
    cheap: CHEAP(text),
    spice: spiceOf(text),
    noCook: noCookOf(text),
    offTopic: false,
    identity: false,
    nutrition: false,
    festive:
      / (fete|festif|festive|chic|pour recevoir|je recoi|on recoi|nous recevon|reception|grande occasion|repas de famille|invite|romantique|en amoureux|saint valentin|st valentin)( |$)/.test(
        text,
      ),
    request,
  };
  const said = (kind: QuestionKind, more: Partial<Question> = {}): Question => ({
    ...base,
    kind,
    ...more,
  });

  if (IDENTITY(text)) return said('chat', { identity: true });
  // Calories, health: no data, said honestly (never a recipe list).
  if (NUTRITION(text)) return said('technique', { nutrition: true });
  if (OUT_OF_SCOPE(text) && !FOOD_WORDS(text) && request.ingredients.length === 0) {
    return said('out-of-scope', { offTopic: true });
  }
  // The household's own data, before anything reads « frigo » as « cook from the fridge ».
  // The shopping list: the embedded assistant cannot change it, and says where it is.
  if (SHOPPING(text)) return said('household', { household: 'shopping' });
  // « que faire avec des courgettes qui vont périmer ? » asks for courgette recipes; « un yaourt
  // périmé, je peux le manger ? » asks about dates (knowledge).
  if (
    EXPIRING(text) &&
    !(COOK_VERBS(text) && request.ingredients.length > 0) &&
    !SAFE_TO_EAT(text)
  ) {
    return said('household', { household: 'expiring' });
  }
  if (FRIDGE_CONTENT(text) && !COOK_VERBS(text)) return said('household', { household: 'fridge' });
  if (PLANNED(text) && WHEN(text) && !COOK_VERBS(text) && !WEEK_IDEAS(text)) {
    return said('household', { household: 'planned' });
  }

  // « un gâteau sans cuisson »: recipes with nothing to cook, not the oven's times.
  if (base.noCook && !/ (combien|temp|comment|pourquoi) /.test(text)) return said('recipe');
  const topic = knowledgeTopicOf(message);
  if (topic === 'substitution') return said('substitution', { topic });

  // Plurals are folded: « repas » reads « repa ».
  const strongType = request.types.length > 0 && !/ (menu|repa) /.test(text);
  for (const [occasion, words] of OCCASIONS) {
    if (!words.test(text)) continue;
    const gathering = occasion === 'raclette-fondue' ? GATHERING(text) : true;
    // « un dessert de Noël », « une recette de Noël » ask for recipes (tagged for Noël), not a
    // whole menu.
    const single = / (une|1) (recette|idee) /.test(text) && !/ (menu|repa) /.test(text);
    const course =
      (strongType || single) && occasion !== 'apero-dinatoire' && occasion !== 'brunch';
    if (gathering && !course) return said('occasion', { occasion });
    if (gathering) return said('recipe', { occasion });
  }

  if (WEEK(text) && !topic) {
    return said('week', {
      week: {
        cheap: base.cheap,
        quick: request.maxMinutes !== null && request.maxMinutes <= 30,
        vegetarian: request.restrictions.some((r) => r === 'vegetarian' || r === 'vegan'),
      },
    });
  }
  if (topic) return said('technique', { topic });
  // « comment éplucher une mangue ? »: a kitchen skill the notes do not cover — said honestly.
  if (KITCHEN_SKILL(text)) return said('technique');
  // « pourquoi ma pâte ne lève pas ? »: a cooking question the notes may not cover — the honest
  // sentence then, never unrelated recipes.
  if (isCurious(text) && !/ (recette|idee|propose) /.test(text)) return said('technique');

  if (
    request.intent === 'recipes' ||
    base.spice !== null ||
    base.noCook !== null ||
    (base.children && / (quelque chose|un truc|manger|gouter|cuisiner|faire) /.test(text)) ||
    dishWordsOf(message).length > 0 ||
    mealOf(message) ||
    unknownDishOf(message)
  ) {
    return said('recipe');
  }
  if (CHAT_INTENTS.has(request.intent)) return said('chat');
  return said('out-of-scope');
}

const WEEK_IDEAS = has(/ (idee|semaine|planifier)/);
