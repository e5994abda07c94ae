/** What each public page declares for search engines and link previews (prerendered later). */
export interface PageMeta {
  /** The document title, « … · Popote » included. */
  title: string;
  /** 140–160 characters of French. */
  description: string;
}
