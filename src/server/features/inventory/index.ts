// The public face of the inventory feature: what other features and the app may use.
export { EXPIRY_ALERTS_JOB, runExpiryAlerts, sendExpiryAlerts } from './expiry-alerts';
export { inventoryItemJson } from './inventory-item-json';
export { inventoryRoutes } from './inventory.routes';
export { readFridge } from './read-inventory';
export { storeInFridge } from './store-bought';
