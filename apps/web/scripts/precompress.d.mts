import type { Plugin } from 'vite';
export declare const PRECOMPRESSED: RegExp;
export declare function precompress(outDir: string, fileNames: string[]): Promise<void>;
export declare function precompressPlugin(): Plugin;
