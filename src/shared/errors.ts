// Error codes of the HTTP API and their French messages. The specification's texts are
// verbatim; new texts follow the brand's French typography (narrow no-break space U+202F
// before ! ? ; and no-break space U+00A0 before :, typographic apostrophe).

export const ERROR_MESSAGES = {
  INVALID_JSON: 'La requête est mal formée\u202f: son contenu n’est pas un JSON valide.',
  VALIDATION: 'Certaines informations sont invalides. Vérifiez-les et réessayez.',
  UNAUTHENTICATED: 'Session expirée. Veuillez vous reconnecter.',
  FORBIDDEN: 'Vous n’avez pas accès à cette ressource.',
  NOT_FOUND: 'Élément introuvable.',
  ROUTE_NOT_FOUND: 'Cette adresse n’existe pas.',
  METHOD_NOT_ALLOWED: 'Cette opération n’est pas permise sur cette adresse.',
  PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse.',
  UNSUPPORTED_MEDIA_TYPE: 'Le contenu de la requête doit être envoyé en JSON.',
  CONFLICT: 'Cet élément existe déjà.',
  RATE_LIMITED: 'Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.',
  SERVICE_UNAVAILABLE: 'Le service est momentanément indisponible. Réessayez dans un instant.',
  INTERNAL: 'Une erreur est survenue. Veuillez réessayer dans quelques instants.',
  // Accounts (specification, sections 5 and 8).
  EMAIL_TAKEN: 'Cette adresse email est déjà utilisée',
  INVALID_CREDENTIALS: 'Email ou mot de passe incorrect',
  PASSWORD_TOO_SHORT: 'Le mot de passe doit contenir au moins 6 caractères',
  PASSWORD_TOO_LONG: 'Le mot de passe ne doit pas dépasser 128 caractères.',
  EMAIL_NOT_REGISTERED: "Cette adresse email n'est pas inscrite",
  INVALID_TOKEN: 'Ce lien n’est plus valide. Demandez un nouveau lien de réinitialisation.',
  EMAIL_ALREADY_VERIFIED: 'Votre adresse e-mail est déjà confirmée.',
  ONBOARDING_REQUIRED: 'Complétez d’abord le questionnaire pour accéder à votre espace.',
  SUBSCRIPTION_REQUIRED: 'Un abonnement actif est nécessaire pour accéder à votre espace.',
  // Onboarding and billing (specification, section 8).
  PROFILE_NOT_FOUND: 'Profil utilisateur non trouvé',
  EMAIL_NOT_FOUND: 'Email non trouvé',
  ALREADY_SUBSCRIBED: 'Votre abonnement est déjà actif.',
  NO_SUBSCRIPTION: 'Aucun abonnement trouvé',
  PORTAL_FAILED: "Impossible d'accéder au portail de gestion",
  CHECKOUT_FAILED:
    'Le paiement n’a pas pu être préparé. Veuillez réessayer dans quelques instants.',
  INVALID_SIGNATURE: 'La signature de l’évènement est invalide.',
  // Settings and account (specification, sections 5 and 8).
  SAME_EMAIL: 'Cette adresse email est déjà associée à votre compte',
  WRONG_PASSWORD: 'Le mot de passe actuel est incorrect.',
  // Household tools (specification, section 8).
  ALREADY_FAVORITE: 'Cette recette est déjà dans vos favoris.',
  SHOPPING_DUPLICATE: 'Ces articles sont déjà dans votre liste de courses',
  // Recipe suggestions (specification, sections 5 and 8).
  PREFERENCES_MISSING: 'Préférences non définies',
  FRIDGE_EMPTY: 'Aucun ingrédient disponible dans le frigo',
  INVENTORY_UNAVAILABLE: "Impossible de récupérer l'inventaire",
  NO_MATCHING_RECIPE:
    'Aucune recette de ce type ne respecte toutes vos préférences. Essayez un autre type de plat ou allégez votre liste d’aliments à éviter.',
  NO_FRIDGE_RECIPE:
    'Aucune recette de ce type n’utilise les ingrédients de votre frigo. Essayez un autre type de plat.',
  GENERATION_FAILED: 'Impossible de générer une recette: le service de recettes ne répond pas',
  // Household.
  HOUSEHOLD_PEOPLE_LIMIT: 'Votre foyer compte déjà 12 personnes\u00a0: c’est le maximum.',
  EATERS_NOT_IN_HOUSEHOLD: 'Choisissez qui mange parmi les personnes de votre foyer.',
  HOUSEHOLD_OWNER_ONLY: 'Seul le responsable du foyer peut faire cela.',
  HOUSEHOLD_FULL: 'Votre foyer compte déjà 6 membres\u00a0: c’est le maximum.',
  ALREADY_MEMBER: 'Cette personne fait déjà partie de votre foyer.',
  ALREADY_IN_HOUSEHOLD: 'Vous faites déjà partie de ce foyer.',
  INVITE_SELF: 'Vous faites déjà partie de votre foyer\u00a0: invitez une autre adresse.',
  INVITATION_NOT_FOUND: 'Cette invitation n’existe pas ou a été annulée.',
  INVITATION_EXPIRED:
    'Cette invitation a expiré. Demandez une nouvelle invitation au responsable du foyer.',
  INVITATION_USED: 'Cette invitation a déjà été utilisée.',
  INVITATION_WRONG_ACCOUNT:
    'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec le compte de cette adresse.',
  INVITATION_TARGET_FULL:
    'Ce foyer compte déjà 6 membres\u00a0: il ne peut plus accueillir personne.',
  OWNER_WITH_MEMBERS:
    'Vous êtes responsable d’un foyer qui a d’autres membres\u00a0: retirez-les avant de rejoindre un autre foyer.',
  OWNER_CANNOT_LEAVE:
    'Le responsable ne peut pas quitter son foyer. Retirez d’abord ses membres, ou supprimez votre compte pour le confier au membre le plus ancien.',
  // Planning: a meal's recipe and « J'ai cuisiné ce plat ».
  MEAL_WITHOUT_RECIPE:
    'Ce repas n’a pas de recette enregistrée\u00a0: planifiez-le depuis une recette pour en garder les ingrédients.',
  MEAL_ALREADY_COOKED: 'Ce repas est déjà marqué comme cuisiné.',
  MEAL_NOT_COOKED: 'Ce repas n’est pas marqué comme cuisiné.',
  LEFTOVERS_OF_LEFTOVERS:
    'Ce repas est déjà fait de restes\u00a0: prévoyez les restes sur le plat cuisiné.',
  LEFTOVERS_TOO_EARLY:
    'Les restes se mangent après le repas cuisiné\u00a0: choisissez un repas plus tard.',
  LEFTOVERS_TOO_LATE:
    'Un plat cuisiné se garde 3\u00a0jours au réfrigérateur\u00a0: choisissez un repas dans les 3\u00a0jours qui suivent.',
  // « Batch cooking » (decision 0036).
  BATCH_LEFTOVERS:
    'Un repas de restes ne se cuisine pas\u00a0: choisissez le plat dont il est fait.',
  BATCH_AFTER_MEAL: 'Un plat se cuisine au plus tard le jour où il est mangé.',
  BATCH_TOO_FAR: 'Un plat se cuisine au plus tôt deux mois avant d’être mangé.',
  BATCH_NOTHING_TO_COOK: 'Tous les plats de cette session sont déjà cuisinés.',
  BATCH_NOTHING_TO_UNDO: 'Aucun plat de cette session n’est marqué comme cuisiné.',
  // Assistant Chef.
  ASSISTANT_QUOTA_REACHED:
    'Vous avez envoyé tous les messages de la journée à l’Assistant Chef. Il vous répondra de nouveau demain.',
  // Collection caps (COLLECTION_LIMITS in constants.ts).
  SHOPPING_LIMIT:
    'Votre liste de courses compte déjà 1\u202f000 articles\u00a0: c’est le maximum. Supprimez les articles cochés pour en ajouter d’autres.',
  INVENTORY_LIMIT:
    'Votre frigidaire compte déjà 1\u202f000 articles\u00a0: c’est le maximum. Retirez ce qui a été consommé pour en ajouter d’autres.',
  PLANNING_LIMIT:
    'Votre planning compte déjà 2\u202f000 repas\u00a0: c’est le maximum. Supprimez d’anciens repas pour en planifier d’autres.',
  FAVORITES_LIMIT:
    'Vous avez déjà 1\u202f000 recettes favorites\u00a0: c’est le maximum. Retirez-en pour en ajouter d’autres.',
  MY_RECIPES_LIMIT:
    'Votre foyer a déjà 1\u202f000 recettes dans «\u00a0Mes recettes\u00a0»\u00a0: c’est le maximum. Supprimez-en pour en ajouter d’autres.',
  SHOPS_LIMIT:
    'Votre foyer a déjà 12\u00a0magasins\u00a0: c’est le maximum. Supprimez-en un pour en ajouter un autre.',
  SHOP_NAME_TAKEN: 'Votre foyer a déjà un magasin de ce nom.',
  CONVERSATIONS_LIMIT:
    'Vous avez déjà 200 conversations avec l’Assistant Chef\u00a0: supprimez-en une pour en commencer une autre.',
  CONVERSATION_FULL:
    'Cette conversation compte déjà 200 messages\u00a0: commencez-en une nouvelle pour continuer.',
  ASSISTANT_UNAVAILABLE:
    'L’Assistant Chef ne répond pas pour le moment. Réessayez dans quelques instants.',
  // Importing a recipe (« Importer depuis un lien », « Coller une recette »).
  RECIPE_NOT_FOUND_ON_PAGE: 'Aucune recette trouvée sur cette page.',
  // « Importer un fichier » (a schema.org export, Popote's or another app's).
  RECIPE_FILE_EMPTY:
    'Aucune recette à importer dans ce fichier. Choisissez un fichier JSON exporté depuis Popote ou une autre application de recettes.',
  PHOTO_TOO_LARGE: 'Cette photo est trop lourde\u00a0: 5\u00a0Mo au plus.',
  PHOTO_INVALID:
    'Ce fichier n’est pas une photo lisible\u00a0: choisissez une image JPEG, PNG ou WebP.',
  PHOTO_LIMIT:
    'Vos recettes comptent déjà 500\u00a0photos, le maximum. Retirez-en une pour en ajouter une autre.',
  RECIPE_FILE_TOO_LARGE:
    'Ce fichier est trop volumineux\u00a0: 100\u00a0Mo et 1\u202f000 recettes au plus.',
  MY_RECIPES_IMPORT_LIMIT:
    'Ce fichier compte trop de recettes pour la place qui reste dans «\u00a0Mes recettes\u00a0» (1\u202f000 au plus). Supprimez-en pour l’importer.',
  RECIPE_NOT_FOUND_IN_TEXT:
    'Aucune recette trouvée dans ce texte. Indiquez un titre, puis les ingrédients et les étapes, une ligne par élément.',
  IMPORT_URL_INVALID:
    'Cette adresse n’est pas valide\u00a0: collez un lien qui commence par http:// ou https://, sans identifiant ni mot de passe.',
  IMPORT_ADDRESS_REFUSED:
    'Popote ne peut pas ouvrir cette adresse\u00a0: elle mène à un réseau privé ou local, pas à un site public.',
  IMPORT_HOST_NOT_FOUND: 'Ce site est introuvable. Vérifiez l’adresse de la recette.',
  IMPORT_TIMEOUT:
    'Le site de la recette met trop de temps à répondre. Réessayez dans quelques instants.',
  IMPORT_TOO_LARGE: 'Cette page est trop volumineuse pour être importée (plus de 3\u00a0Mo).',
  IMPORT_TOO_MANY_REDIRECTS:
    'Ce lien renvoie vers trop d’autres adresses. Ouvrez-le dans votre navigateur et collez l’adresse finale de la recette.',
  IMPORT_NOT_HTML: 'Ce lien ne mène pas à une page web. Collez l’adresse de la page de la recette.',
  IMPORT_PAGE_UNAVAILABLE:
    'Le site n’a pas renvoyé la page de la recette. Vérifiez l’adresse ou réessayez plus tard.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  INVALID_JSON: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
  EMAIL_TAKEN: 422,
  INVALID_CREDENTIALS: 401,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  EMAIL_NOT_REGISTERED: 404,
  INVALID_TOKEN: 400,
  EMAIL_ALREADY_VERIFIED: 409,
  ONBOARDING_REQUIRED: 403,
  SUBSCRIPTION_REQUIRED: 402,
  PROFILE_NOT_FOUND: 404,
  EMAIL_NOT_FOUND: 400,
  ALREADY_SUBSCRIBED: 409,
  NO_SUBSCRIPTION: 404,
  PORTAL_FAILED: 502,
  CHECKOUT_FAILED: 502,
  INVALID_SIGNATURE: 400,
  SAME_EMAIL: 400,
  WRONG_PASSWORD: 400,
  ALREADY_FAVORITE: 409,
  SHOPPING_DUPLICATE: 409,
  PREFERENCES_MISSING: 409,
  FRIDGE_EMPTY: 422,
  INVENTORY_UNAVAILABLE: 503,
  NO_MATCHING_RECIPE: 404,
  NO_FRIDGE_RECIPE: 404,
  GENERATION_FAILED: 502,
  HOUSEHOLD_PEOPLE_LIMIT: 409,
  SHOPPING_LIMIT: 409,
  INVENTORY_LIMIT: 409,
  PLANNING_LIMIT: 409,
  FAVORITES_LIMIT: 409,
  MY_RECIPES_LIMIT: 409,
  SHOPS_LIMIT: 409,
  SHOP_NAME_TAKEN: 409,
  CONVERSATIONS_LIMIT: 409,
  CONVERSATION_FULL: 409,
  EATERS_NOT_IN_HOUSEHOLD: 400,
  HOUSEHOLD_OWNER_ONLY: 403,
  HOUSEHOLD_FULL: 409,
  ALREADY_MEMBER: 409,
  ALREADY_IN_HOUSEHOLD: 409,
  INVITE_SELF: 400,
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 410,
  INVITATION_WRONG_ACCOUNT: 403,
  INVITATION_TARGET_FULL: 409,
  OWNER_WITH_MEMBERS: 409,
  OWNER_CANNOT_LEAVE: 409,
  MEAL_WITHOUT_RECIPE: 409,
  LEFTOVERS_OF_LEFTOVERS: 409,
  LEFTOVERS_TOO_EARLY: 422,
  LEFTOVERS_TOO_LATE: 422,
  MEAL_ALREADY_COOKED: 409,
  MEAL_NOT_COOKED: 409,
  BATCH_LEFTOVERS: 409,
  BATCH_AFTER_MEAL: 422,
  BATCH_TOO_FAR: 422,
  BATCH_NOTHING_TO_COOK: 409,
  BATCH_NOTHING_TO_UNDO: 409,
  ASSISTANT_QUOTA_REACHED: 429,
  ASSISTANT_UNAVAILABLE: 502,
  RECIPE_NOT_FOUND_ON_PAGE: 422,
  RECIPE_FILE_EMPTY: 422,
  RECIPE_FILE_TOO_LARGE: 413,
  PHOTO_TOO_LARGE: 413,
  PHOTO_INVALID: 422,
  PHOTO_LIMIT: 409,
  MY_RECIPES_IMPORT_LIMIT: 409,
  RECIPE_NOT_FOUND_IN_TEXT: 422,
  IMPORT_URL_INVALID: 400,
  IMPORT_ADDRESS_REFUSED: 422,
  IMPORT_HOST_NOT_FOUND: 422,
  IMPORT_TIMEOUT: 504,
  IMPORT_TOO_LARGE: 422,
  IMPORT_TOO_MANY_REDIRECTS: 422,
  IMPORT_NOT_HTML: 422,
  IMPORT_PAGE_UNAVAILABLE: 502,
};

/** One invalid field of a request, with a French message for the form. */
export interface FieldError {
  path: string;
  message: string;
}

/** The body of every API error answer. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldError[] };
}
