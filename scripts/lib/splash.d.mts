import type { Plugin } from 'vite';

export declare function splashMarkup(): string;
export declare function splashPlugin(): Plugin;
