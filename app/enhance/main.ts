/**
 * The only script of the public pages (docs/decisions/003). It runs once the
 * HTML is parsed (module scripts are deferred).
 */
import { enhance } from "./registry.ts";

enhance();
