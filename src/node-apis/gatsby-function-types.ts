import type { CreateResolversArgs, CreateWebpackConfigArgs, NodePluginArgs } from "gatsby";

/*
 * Gatsby's declarations type a few node-API helpers as `Function`, which TypeScript cannot check a
 * call against. These give them the signatures the site calls them with.
 */

/** Gatsby's Redux state, read as the part the caller needs (Gatsby does not type its state). */
export function gatsbyState<State>(store: NodePluginArgs["store"]): State {
  return (store as Omit<NodePluginArgs["store"], "getState"> & { getState(): State }).getState();
}

/**
 * The webpack plugin factories of onCreateWebpackConfig's `plugins` the site uses. Each makes a
 * webpack plugin (`new DefinePlugin(…)`, `new NormalModuleReplacementPlugin(…)`,
 * `new BannerPlugin(…)`) and needs no `this`.
 */
export function webpackPluginFactories(plugins: CreateWebpackConfigArgs["plugins"]) {
  return {
    define: plugins.define as (definitions: Record<string, string>) => object,
    normalModuleReplacement: plugins.normalModuleReplacement as (resource: RegExp, newResource: string) => object,
    banner: plugins.banner as (options: { banner: string; raw: boolean; test: RegExp; stage: number }) => object,
  };
}

/** The createResolvers API's `createResolvers`: adds a resolver map, by type name. */
export type AddResolvers = (resolvers: Record<string, unknown>) => void;

export const addResolvers = (args: CreateResolversArgs): AddResolvers => args.createResolvers as AddResolvers;
