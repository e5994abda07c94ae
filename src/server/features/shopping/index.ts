// The public face of the shopping feature: what other features and the app may use.
export { addRecipeToShoppingList } from './add-items';
export { shoppingRoutes } from './shopping.routes';
export { shopsRoutes } from './shops/shops.routes';
