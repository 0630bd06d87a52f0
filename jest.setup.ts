import "@testing-library/jest-dom";
import { localSiteEnv } from "./src/config/deploy-env";

// Unit tests run without gatsby-config, which gives every build its backend values
// (src/config/deploy-env.ts); they get the local backend's, as `npm start` does.
Object.assign(process.env, localSiteEnv);
