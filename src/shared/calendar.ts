// The private calendar feed (GET/POST/DELETE /api/calendar), shared by client and server.

/** `GET /api/calendar`: whether the caller has an address, and since when. */
export interface CalendarFeedStatus {
  active: boolean;
  /** ISO date-time; null without an address. */
  createdAt: string | null;
}

/** `POST /api/calendar`: the new address, shown this once (only its hash is stored). */
export interface CalendarFeedCreated {
  url: string;
}
