/** Query `v` of every API call (a leaf module: the Mini App's build writes it into its page). */
export const API_VERSION = 1;
