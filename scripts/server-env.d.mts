export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export const serverNodeArgs: string[];
