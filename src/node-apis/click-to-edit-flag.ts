/**
 * Whether a webpack stage gets click-to-edit (Sanity's `data-sanity` attributes and overlays):
 * only gatsby develop's stages, and only when the editors' preview asks for it (`npm run preview`
 * sets SANITY_VISUAL_EDITING=1). Webpack sees the answer as the constant __SANITY_CLICK_TO_EDIT__;
 * a production build's is false whatever the environment says, so every branch behind it, and the
 * modules those branches require, are left out of the bundle.
 */
export function clickToEditEnabled(stage: string, env: NodeJS.ProcessEnv): boolean {
  return (stage === "develop" || stage === "develop-html") && env.SANITY_VISUAL_EDITING === "1";
}
