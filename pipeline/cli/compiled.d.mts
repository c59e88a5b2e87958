// Types of compiled.mjs, which is plain JavaScript because the launcher runs it before any loader.

/** The compiled CLI for `entry`, made now if there is none or a source of it changed; undefined when it cannot be made. */
export declare function compiledCli(root: string, entry: string): Promise<string | undefined>;

/** What `node` runs to start the CLI at `entry`: the compiled CLI, else the TypeScript through tsx's loader. */
export declare function cliProgram(root: string, entry: string): Promise<string[]>;
