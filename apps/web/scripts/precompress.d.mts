import type { Plugin } from 'vite';
export declare const PRECOMPRESSED: RegExp;
export declare function brotliOptions(bytes: Uint8Array): { params: Record<number, number> };
export declare function brotliSize(bytes: Uint8Array): number;
export declare function precompress(outDir: string, fileNames: string[]): Promise<void>;
export declare function precompressPlugin(): Plugin;
