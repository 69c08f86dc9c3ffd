declare module "virtual:enhance-script" {
  /** URL of the public pages' enhancement script (scripts/enhance-bundle-plugin.ts). */
  const url: string;
  export default url;
}
