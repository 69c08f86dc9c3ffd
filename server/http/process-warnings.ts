interface WarningLog {
  warn(obj: object, msg: string): void;
}

/**
 * Node's warnings (process.emitWarning: deprecations, and libraries' own
 * notices such as the AWS SDK's NodeVersionSupportWarning) as one JSON log
 * line each, instead of Node's several lines of plain text on stderr that a
 * log collector reading JSON lines cannot parse. Call it first thing: a
 * warning is emitted on the next tick after it is raised.
 */
export function logProcessWarnings(log: WarningLog): void {
  // Node's own printer is an ordinary listener: removed, it prints nothing.
  process.removeAllListeners("warning");
  process.on("warning", (warning: Error & { code?: string }) => {
    const firstLine = warning.message.split("\n", 1)[0];
    log.warn(
      { warning: { name: warning.name, ...(warning.code ? { code: warning.code } : {}), message: warning.message } },
      `${warning.name}: ${firstLine}`,
    );
  });
}
