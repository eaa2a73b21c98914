export declare const REPO_ROOT: string;
export declare const BUILD_INPUTS: string[];
export declare const BUILD_OUTPUTS: string[];
export declare const BUILD_STAMP: string;
type Where = { root?: string; env?: Record<string, string | undefined>; inputs?: string[]; outputs?: string[] };
export declare function sourceKey(options?: Where): string;
export declare function outputHashes(options?: Where): Record<string, string | null>;
export declare function stampFor(key: string, options?: Where): string;
export declare function buildState(options?: Where): { fresh: boolean; reason: string };
