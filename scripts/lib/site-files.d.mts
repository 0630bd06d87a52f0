export declare const siteFiles: string[];
