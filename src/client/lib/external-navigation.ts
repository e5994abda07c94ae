/**
 * Leaves the app for another site's page (e.g. the hosted payment page). One place, so
 * tests can stand in for it: jsdom cannot navigate.
 */
export function openExternalPage(url: string): void {
  window.location.assign(url);
}
