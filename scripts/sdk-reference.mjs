// The SDK reference (docs/sdk-reference.md) from the SDK's TypeScript, through the compiler API;
// `npm run docs:reference` (scripts/reference.mjs) writes it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { cell, code, oneLine, prose, table } from './reference-markdown.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => resolve(ROOT, path);

export const SDK_REFERENCE = 'docs/sdk-reference.md';

/** Operation → route, from the table in sdk/API.md (which a test keeps equal to the route table). */
function apiRoutes() {
  const routes = new Map();
  for (const line of readFileSync(at('sdk/API.md'), 'utf8').split('\n')) {
    const match = /^\| `([\w.]+)` \| (\w+) \| `([^`]+)` \| ([^|]*)\|/.exec(line);
    if (match) routes.set(match[1], { method: match[2], path: match[3], auth: match[4].trim() });
  }
  return routes;
}

function sdkProgram() {
  const entry = at('sdk/src/index.ts');
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  return { program, checker: program.getTypeChecker(), source: program.getSourceFile(entry) };
}

const isInternal = (node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal');
const isHidden = (member) =>
  (member.name && ts.isPrivateIdentifier(member.name)) ||
  ts.getCombinedModifierFlags(member) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) ||
  isInternal(member);

/** The JSDoc comment written on a node (tags left out). */
function docOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs.at(-1);
  if (!doc?.comment) return '';
  return prose(typeof doc.comment === 'string' ? doc.comment : ts.getTextOfJSDocComment(doc.comment));
}

function typeText(checker, node) {
  if (node.type) return oneLine(node.type.getText());
  return checker.typeToString(checker.getTypeAtLocation(node), node, ts.TypeFormatFlags.NoTruncation);
}

function parameters(checker, fn) {
  return fn.parameters
    .map((parameter) => {
      const name = parameter.name.getText();
      const rest = parameter.dotDotDotToken ? '...' : '';
      const optional = parameter.questionToken ? '?' : '';
      const type = parameter.type ? oneLine(parameter.type.getText()) : typeText(checker, parameter);
      const fallback = parameter.initializer ? ` = ${parameter.initializer.getText()}` : '';
      return `${rest}${name}${optional}: ${type}${fallback}`;
    })
    .join(', ');
}

function returnType(checker, fn) {
  if (fn.type) return oneLine(fn.type.getText());
  const signature = checker.getSignatureFromDeclaration(fn);
  return signature
    ? checker.typeToString(signature.getReturnType(), fn, ts.TypeFormatFlags.NoTruncation)
    : 'void';
}

function signature(checker, name, fn) {
  const generics = fn.typeParameters?.length
    ? `<${fn.typeParameters.map((p) => p.getText()).join(', ')}>`
    : '';
  return `${name}${generics}(${parameters(checker, fn)}): ${returnType(checker, fn)}`;
}

/** The declaration an identifier stands for, through imports and re-exports. */
function declarationOf(checker, identifier) {
  let symbol =
    checker.getShorthandAssignmentValueSymbol(identifier.parent) ?? checker.getSymbolAtLocation(identifier);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.[0];
}

/** The interface or class a type reference names. */
function declarationOfType(checker, typeNode) {
  const symbol = checker.getTypeAtLocation(typeNode).getSymbol();
  return symbol?.declarations?.find((d) => ts.isClassDeclaration(d)) ?? symbol?.declarations?.[0];
}

function fieldsTable(checker, members) {
  const rows = members
    .filter(
      (member) => (ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) && !isHidden(member),
    )
    .map((member) => {
      const optional = member.questionToken ? '?' : '';
      const readonly = ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
      return [
        code(`${readonly}${member.name.getText()}${optional}`),
        code(typeText(checker, member)),
        cell(docOf(member)),
      ];
    });
  return table(['Field', 'Type', 'Description'], rows);
}

function methodsOf(checker, classNode, prefix, routes, heading) {
  const out = [];
  for (const member of classNode.members) {
    if (!ts.isMethodDeclaration(member) || isHidden(member)) continue;
    const name = member.name.getText();
    const isStatic = ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static;
    out.push(
      '',
      `${heading} \`${signature(checker, `${isStatic ? classNode.name.getText() : prefix}.${name}`, member)}\``,
    );
    const doc = docOf(member);
    if (doc) out.push('', doc);
    const route = routes.get(`${prefix}.${name}`);
    if (route) {
      const auth = route.auth ? `, needs a signed-in ${route.auth}` : '';
      out.push(
        '',
        `Operation \`${prefix}.${name}\`: \`${route.method} ${route.path}\`${auth} ([routes](../sdk/API.md)).`,
      );
    }
  }
  return out;
}

function classHeader(classNode) {
  const heritage = classNode.heritageClauses?.map((clause) => clause.getText()).join(' ');
  return `\`class ${classNode.name.getText()}${heritage ? ` ${heritage}` : ''}\``;
}

/** Interfaces merged into a class (`interface CartModel extends Partial<Cart> {}`): its data fields. */
function mergedData(classNode) {
  const symbolDeclarations = classNode.parent.statements.filter(
    (statement) =>
      ts.isInterfaceDeclaration(statement) && statement.name.getText() === classNode.name.getText(),
  );
  return symbolDeclarations.flatMap((declaration) =>
    (declaration.heritageClauses ?? []).flatMap((clause) => clause.types.map((type) => type.getText())),
  );
}

/** docs/sdk-reference.md as a string. */
export function sdkReference() {
  const { checker, source } = sdkProgram();
  const routes = apiRoutes();
  const statement = (name) => {
    for (const node of source.statements) {
      if (!ts.isExportDeclaration(node) || !node.exportClause || !ts.isNamedExports(node.exportClause))
        continue;
      const element = node.exportClause.elements.find((e) => e.name.getText() === name);
      if (element) return declarationOf(checker, element.name);
    }
    throw new Error(`sdk/src/index.ts does not export ${name}`);
  };

  const svcDeclaration = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((s) => s.declarationList.declarations)
    .find((d) => d.name.getText() === 'Svc');
  const svcObject = svcDeclaration.initializer.arguments[0];
  const svcMembers = svcObject.properties.map((property) => ({
    name: property.name.getText(),
    declaration: declarationOf(checker, property.name),
  }));

  const out = [
    '# `@svc/sdk` reference',
    '',
    '<!-- Generated by `npm run docs:reference` from sdk/src (TypeScript); do not edit. -->',
    '',
    'Every public function, class and method of the SDK, with its signature as written in',
    '`sdk/src/` and its documentation comment. The HTTP method and path of each operation are in',
    '[`sdk/API.md`](../sdk/API.md); the widget is described in [widget-reference.md](widget-reference.md).',
    '',
    '```ts',
    "import Svc, { isSvcApiError, type SvcConfig } from '@svc/sdk';",
    '',
    'async function start(): Promise<void> {',
    "  const config: SvcConfig = { apiKey: '<API_KEY>', loadCart: true };",
    '  const client = await Svc.init(config);',
    '  try {',
    '    const cart = await client.cart.addItem({ productId: 101, quantity: 1 });',
    '    console.log(cart.total, client.VERSION);',
    '  } catch (error) {',
    '    if (isSvcApiError(error)) console.log(error.code, error.fieldErrors);',
    '    else throw error;',
    '  }',
    '}',
    'void start();',
    '```',
    '',
    '## `Svc`',
    '',
    docOf(svcDeclaration.parent.parent) || '',
    '',
    `Members: ${svcMembers.map((m) => code(m.name)).join(', ')}. The default export; each is also a named export.`,
  ];

  const errorClasses = [];
  const guards = [];
  for (const { name, declaration } of svcMembers) {
    if (ts.isClassDeclaration(declaration)) {
      errorClasses.push(declaration);
      continue;
    }
    if (
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      ts.isArrowFunction(declaration.initializer)
    ) {
      guards.push({ name, fn: declaration.initializer, declaration });
      continue;
    }
    if (ts.isFunctionDeclaration(declaration)) {
      out.push('', `### \`${signature(checker, `Svc.${name}`, declaration)}\``);
      const doc = docOf(declaration);
      if (doc) out.push('', doc);
      continue;
    }
    const type = checker.getBaseTypeOfLiteralType(checker.getTypeAtLocation(declaration));
    out.push('', `### \`Svc.${name}: ${checker.typeToString(type)}\``);
    const doc = docOf(declaration.parent?.parent ?? declaration) || docOf(declaration);
    out.push('', doc || `The package version, as in \`sdk/package.json\`.`);
  }

  // Functions that are named exports only (not members of `Svc`).
  out.push('', '## Other exports', '', 'Named exports of `@svc/sdk` that are not members of `Svc`.');
  for (const name of ['preloadNamespaces']) {
    const declaration = statement(name);
    out.push('', `### \`${signature(checker, name, declaration)}\``, '', docOf(declaration));
  }

  // Config
  const config = statement('SvcConfig');
  out.push('', '## `SvcConfig`', '', docOf(config), '', fieldsTable(checker, config.members));

  // Client
  const clientClass = statement('SvcClient');
  out.push('', '## `SvcClient`', '', docOf(clientClass), '', classHeader(clientClass), '');
  const namespaceMembers = clientClass.members.filter(
    (member) =>
      ts.isPropertyDeclaration(member) &&
      !isHidden(member) &&
      member.type &&
      ts.isTypeReferenceNode(member.type) &&
      ts.isClassDeclaration(declarationOfType(checker, member.type)),
  );
  const namespaceNames = new Set(namespaceMembers.map((member) => member.name.getText()));
  out.push(
    fieldsTable(
      checker,
      clientClass.members.filter((member) => !namespaceNames.has(member.name?.getText())),
    ),
  );
  const clientConfig = declarationOfType(
    checker,
    clientClass.members.find((member) => member.name?.getText() === 'config').type,
  );
  out.push(
    '',
    `**\`${clientConfig.name.getText()}\`**: ${docOf(clientConfig)}`,
    '',
    fieldsTable(checker, clientConfig.members),
  );
  out.push(...methodsOf(checker, clientClass, 'client', routes, '###'));

  // Namespaces
  out.push(
    '',
    '## Namespaces',
    '',
    `${namespaceMembers.length} namespaces, each a property of the client: ${namespaceMembers
      .map((member) => `[\`${member.name.getText()}\`](#client${member.name.getText().toLowerCase()})`)
      .join(', ')}.`,
  );
  for (const member of namespaceMembers) {
    const name = member.name.getText();
    const classNode = declarationOfType(checker, member.type);
    out.push('', `### \`client.${name}\``, '', `${classHeader(classNode)}: ${docOf(classNode)}`);
    const data = mergedData(classNode);
    if (data.length)
      out.push('', `It also carries the fields of ${data.map(code).join(', ')} (see \`sdk/src/types/\`).`);
    const fields = fieldsTable(checker, classNode.members);
    if (fields) out.push('', fields);
    out.push(...methodsOf(checker, classNode, name, routes, '####'));
  }

  // Errors
  out.push(
    '',
    '## Errors',
    '',
    docOf(errorClasses.find((c) => c.name.getText() === 'SvcError')) ||
      'Every rejection of the SDK is one of these classes.',
  );
  for (const errorClass of errorClasses) {
    out.push('', `### \`${errorClass.name.getText()}\``, '', classHeader(errorClass));
    const constructor = errorClass.members.find(ts.isConstructorDeclaration);
    if (constructor)
      out.push('', `\`new ${errorClass.name.getText()}(${parameters(checker, constructor)})\``);
    const doc = docOf(errorClass);
    if (doc && errorClass.name.getText() !== 'SvcError') out.push('', doc);
    const fields = fieldsTable(checker, errorClass.members);
    if (fields) out.push('', fields);
  }
  out.push('', '### Guards', '');
  out.push(
    table(
      ['Guard', 'Description'],
      guards.map(({ name, fn, declaration }) => [
        code(signature(checker, name, fn)),
        cell(
          docOf(declaration.parent.parent) ||
            `True when the value is a \`${returnType(checker, fn).split(' is ')[1]}\` (\`instanceof\`).`,
        ),
      ]),
    ),
  );

  // Types of the verification helpers
  out.push('', '## Payment verification types');
  for (const name of ['VerifyPayment', 'PaymentVerificationRequest', 'PurchaseWithVerificationOptions']) {
    const declaration = statement(name);
    if (ts.isTypeAliasDeclaration(declaration)) {
      out.push(
        '',
        `### \`${name}\``,
        '',
        `\`type ${name} = ${oneLine(declaration.type.getText())}\``,
        '',
        docOf(declaration),
      );
    } else {
      out.push('', `### \`${name}\``);
      const doc = docOf(declaration);
      if (doc) out.push('', doc);
      out.push('', fieldsTable(checker, declaration.members));
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
