#!/usr/bin/env node
// Runs before npm start, npm test, npm run build and npm run develop (their pre-scripts): one clear
// message instead of a stack trace when the Node that runs them is not one the project supports.
// Written for any Node from 12 on: no syntax or API a line that old lacks. JavaScript, not
// TypeScript like the rest of scripts/: npm runs it with the machine's own Node when the project's
// Node 24 is missing from node_modules/.bin, and Node 20 cannot strip types. So is what it imports.
import { unsupportedNodeMessage } from "./machine/supported-node.mjs";

const message = unsupportedNodeMessage(process.versions.node);
if (message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}
