// Gatsby needs an entry file; this plugin only implements Node APIs (gatsby-node.ts).
