export declare const NO_DATABASE_MARKER: string;
export declare const SERVER_ROOT: string;
export declare function serverTestFiles(root?: string): string[];
export declare function filesWithoutDatabase(root?: string): string[];
export declare function filesSkipped(env: Record<string, string | undefined>, root?: string): string[];
export declare function assertMayOpenDatabase(testFile: string | undefined): void;
