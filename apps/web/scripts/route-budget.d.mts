export declare const ROUTE_BUDGET_KB: number;
export type RouteBudgetRow = {
  path: string;
  locale: 'en' | 'de';
  module: string;
  files: number;
  bytes: number;
  fileNames: string[];
};
export declare function routesOf(routerSource: string): {
  path: string;
  module: string;
  namespaces: string[];
  parent?: { module: string; namespaces: string[] };
}[];
export declare function routeBudgets(distDir: string, routerSource?: string): RouteBudgetRow[];
export declare function shellFiles(distDir: string): Set<string>;
