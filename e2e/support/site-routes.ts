import { routes } from "../../src/config/routes";

/** Every public route of the route table with its language (blog posts are tested separately). */
export const siteRoutes = Object.values(routes).map((route) => ({ path: route.path, lang: route.lang }));
