/** What Gatsby's page-renderer hands its head handler on every render of a page (the parts the site reads, typed). */
export interface HeadHandlerArgs {
  pageComponent?: { Head?: unknown };
  staticQueryResults: unknown;
  pageComponentProps: {
    location: { pathname: string };
    /** The page Gatsby is rendering: its own path, which a not-found page served for another address does not share. */
    pageResources?: { page: { path: string } };
  };
}
