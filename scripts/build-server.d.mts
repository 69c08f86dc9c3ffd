export function buildServer(opts: { entry: string; outfile: string }): Promise<string>;
export const serverBundle: (buildDir?: string) => string;
