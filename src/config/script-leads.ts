/**
 * Where both script generators post the visitor's name and email before a copy
 * or download: the endpoint from src/config/backend.ts (GATSBY_SCRIPT_LEADS_ENDPOINT,
 * or the local backend's collector that `npm start` runs).
 */
export { scriptLeadsEndpoint } from "./backend";
