// Lists exports no other file imports (issue 19): an export is a promise that
// someone uses the name, and one nobody uses is dead code or should be local.
// Reads the whole TypeScript program (tsconfig.json); exits 1 when any is found.
// Run: npx tsx scripts/unused-exports.ts
import path from "node:path";
import ts from "typescript";

/**
 * Names frameworks read from a module without importing it: React Router's
 * route module exports, and the default export of config files and routes.
 */
const FRAMEWORK_NAMES = new Set([
  "default",
  "loader",
  "action",
  "meta",
  "links",
  "headers",
  "handle",
  "ErrorBoundary",
  "Layout",
  "HydrateFallback",
  "shouldRevalidate",
  "clientLoader",
  "clientAction",
  "streamTimeout",
  "handleError",
]);

const root = path.resolve(import.meta.dirname, "..");

/** The program of tsconfig.json, without generated route types and declaration files. */
function program(): ts.Program {
  const configPath = path.join(root, "tsconfig.json");
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
  return ts.createProgram(parsed.fileNames, parsed.options);
}

const own = (file: ts.SourceFile) =>
  !file.isDeclarationFile && !file.fileName.includes("/node_modules/") && !file.fileName.includes("/.react-router/");

function unusedExports(): string[] {
  const prog = program();
  const checker = prog.getTypeChecker();
  const files = prog.getSourceFiles().filter(own);
  const used = new Set<ts.Symbol>();
  const wholeModules = new Set<ts.Symbol>();

  const resolve = (s: ts.Symbol | undefined) => {
    if (!s) return undefined;
    return s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
  };
  const moduleOf = (specifier: ts.Expression) => {
    const s = checker.getSymbolAtLocation(specifier);
    return s ? resolve(s) : undefined;
  };

  for (const file of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
        if (clause?.name) {
          const s = resolve(checker.getSymbolAtLocation(clause.name));
          if (s) used.add(s);
        }
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings) && node.moduleSpecifier) {
          const m = moduleOf(node.moduleSpecifier);
          if (m) wholeModules.add(m);
        }
        const elements =
          bindings && ts.isNamedImports(bindings)
            ? bindings.elements
            : ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)
              ? node.exportClause.elements
              : [];
        for (const el of elements) {
          // The name as the other module exports it: `propertyName` of `a as b`, or `name`.
          const s = resolve(checker.getSymbolAtLocation(el.name));
          if (s) used.add(s);
          if (ts.isExportSpecifier(el) && node.moduleSpecifier) {
            const target = resolve(checker.getSymbolAtLocation(el.propertyName ?? el.name));
            if (target) used.add(target);
          }
        }
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        const m = moduleOf(node.arguments[0]);
        if (m) wholeModules.add(m);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        const m = moduleOf(node.argument.literal as ts.Expression);
        if (m) wholeModules.add(m);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const out: string[] = [];
  for (const file of files) {
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (!moduleSymbol || wholeModules.has(moduleSymbol)) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const name = exported.getName();
      if (FRAMEWORK_NAMES.has(name)) continue;
      const target = resolve(exported);
      if (!target || used.has(target) || used.has(exported)) continue;
      // Re-exports (`export … from`) are judged where they are declared.
      const declaration = target.declarations?.[0];
      if (!declaration || declaration.getSourceFile() !== file) continue;
      const { line } = file.getLineAndCharacterOfPosition(declaration.getStart());
      out.push(`${path.relative(root, file.fileName)}:${line + 1} ${name}`);
    }
  }
  return out.sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  // No exceptions list: the last known unused exports (issue 28) are now local to their modules.
  const found = unusedExports();
  for (const line of found) console.log(line);
  console.log(found.length ? `${found.length} exports nobody imports.` : "Every export is imported somewhere.");
  process.exit(found.length ? 1 : 0);
}
