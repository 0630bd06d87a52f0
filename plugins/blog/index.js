// Gatsby needs an entry point; the plugin's work is in gatsby-node.ts.
