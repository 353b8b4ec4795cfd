/** The media type of the site's feeds (Atom 1.0): the server's answers and the pages' `<link rel="alternate">`. */
export const FEED_TYPE = "application/atom+xml";
