export declare const QUIET_PROBE_MS: number;
export declare function probeMilliseconds(cores?: number): number;
export declare function scaleFrom(milliseconds: number): number;
export declare function timeScale(): number;
export declare function givenScale(): number;
export declare function scaled(milliseconds: number): number;
export declare function probeMillisecondsLater(cores?: number): Promise<number>;
export declare const SCALE_FILE_VARIABLE: string;
