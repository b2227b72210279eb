import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The checkout's root: server/test/ is two levels down. */
export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CALLS_DIR = path.join(ROOT, 'shared/calls') + path.sep;
const WEB_DIR = path.join(ROOT, 'web') + path.sep;
const SHARED_DIR = path.join(ROOT, 'shared') + path.sep;

/** An export of shared/calls/ a page refers to: its file's name there (`billing`) and the export's name (`warnList`). */
export type CallReference = { module: string; name: string };

/**
 * The exports of shared/calls/ each page module can reach (issue 28's menu test), read from the code by the TypeScript
 * checker rather than listed by hand, so a call added to a page is found without anyone remembering to list it.
 *
 * From the route module, every value the code refers to is followed to its declaration inside web/ or shared/ (a
 * function, a constant, a component, an object's property, a module loaded with import()), and that declaration is
 * read in turn; a reference that ends in shared/calls/ is a call the page can make. Types are skipped (a `typeof` of a
 * call makes no request), and `api.endSession` follows only that property, not the whole `api` object, so two pages
 * sharing one feature's call table each get only the calls they use. A whole namespace used as a value
 * (`Object.values(billingCalls)`) counts every call in it.
 */
export function pageCallReferences(routeFiles: readonly string[]): Map<string, CallReference[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  // Only our own code is read: a library's declarations are left empty (nothing there names one of our calls), which
  // keeps the reading to a few seconds instead of parsing every .d.ts of React and Ant Design.
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    ours(file) ? getSourceFile(file, language, ...rest) : ts.createSourceFile(file, '', language);
  const program = ts.createProgram({
    rootNames: routeFiles,
    options: { ...config.options, types: [], noLib: true },
    host,
  });
  const checker = program.getTypeChecker();
  const result = new Map<string, CallReference[]>();
  for (const file of routeFiles) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file}: not found`);
    result.set(file, reach(checker, source));
  }
  return result;
}

const ours = (file: string) =>
  (file.startsWith(WEB_DIR) || file.startsWith(SHARED_DIR)) && !file.includes(`${path.sep}node_modules${path.sep}`);

function reach(checker: ts.TypeChecker, entry: ts.SourceFile): CallReference[] {
  const found = new Map<string, CallReference>();
  const read = new Set<ts.Node>();
  const queue: ts.Node[] = [entry];
  const target = (s: ts.Symbol | undefined) => (s && s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
  const note = (file: string, name: string) => {
    const module = path.basename(file, '.ts');
    found.set(`${module}.${name}`, { module, name });
  };
  /** Follows a symbol to its declarations; true when one of them is ours (so the reference is settled). */
  const follow = (symbol: ts.Symbol | undefined): boolean => {
    const s = target(symbol);
    let ours_ = false;
    for (const d of s?.declarations ?? []) {
      const file = d.getSourceFile().fileName;
      if (!ours(file)) continue;
      ours_ = true;
      if (file.startsWith(CALLS_DIR)) {
        if (ts.isSourceFile(d)) for (const e of checker.getExportsOfModule(s!)) note(file, e.name);
        else note(file, s!.name);
      } else if (!read.has(d)) queue.push(d);
    }
    return ours_;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isPropertyAccessExpression(node)) {
      // `staffApi.endSession`: the property's own declaration when it is ours; the object itself only otherwise.
      if (follow(checker.getSymbolAtLocation(node.name)) && ts.isIdentifier(node.expression)) return;
      visit(node.expression);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = node.arguments[0];
      if (specifier) follow(checker.getSymbolAtLocation(specifier));
    }
    if (ts.isIdentifier(node)) {
      follow(checker.getSymbolAtLocation(node));
      return;
    }
    if (ts.isShorthandPropertyAssignment(node)) {
      follow(checker.getShorthandAssignmentValueSymbol(node));
      return;
    }
    ts.forEachChild(node, visit);
  };
  while (queue.length) {
    const node = queue.pop()!;
    if (read.has(node)) continue;
    read.add(node);
    if (ts.isSourceFile(node)) ts.forEachChild(node, visit);
    else visit(node);
  }
  return [...found.values()].sort((a, b) => `${a.module}.${a.name}`.localeCompare(`${b.module}.${b.name}`));
}
