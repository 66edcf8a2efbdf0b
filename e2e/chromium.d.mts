export declare const chromiumFlags: string[];
export declare const defaultChromiumPath: string;
export declare const journeyChromiumPath: string;
