// Types of ./process-options.mjs (plain JavaScript, read by the launcher before tsx loads).
export declare const NODE_FLAGS: string[];
export declare function processEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
