/**
 * V8's explicit compile hint (Chrome 136 on): a script whose first line is this has all its
 * functions compiled on the thread that streams it in, instead of each one on the main thread
 * the first time it is called. Other engines read it as a comment.
 */
export const allFunctionsCalledOnLoad = "//# allFunctionsCalledOnLoad";

/**
 * The chunks every page runs at start-up, nearly all of whose functions run before the first
 * input: React (framework) and Gatsby's runtime with the site's layout (app). Both are large
 * enough to be streamed. A page's own chunks are not: small, they are compiled on the main
 * thread anyway, and their static parts' renderers are never called on a first load.
 */
export const startUpChunks = /^(?:framework|app)-[0-9a-f]+\.js$/;

/**
 * After Terser (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400), which drops comments, and
 * before the source maps are written (PROCESS_ASSETS_STAGE_DEV_TOOLING, 500), so they count the
 * added line.
 */
export const afterMinifying = 401;
