export interface SourcePackageJson {
  name: string;
  version: string;
  description?: string;
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  license?: string;
}

/** Script entries (`{ index: './src/index.ts' }`) and CSS files of `exports`. */
export function entriesFromExports(exports: Record<string, string>): {
  scripts: Record<string, string>;
  styles: Record<string, string>;
} {
  const scripts: Record<string, string> = {};
  const styles: Record<string, string> = {};
  for (const [key, file] of Object.entries(exports)) {
    if (/\.tsx?$/.test(file)) scripts[key === '.' ? 'index' : key.replace(/^\.\//, '')] = file;
    else if (file.endsWith('.css')) styles[key] = file;
  }
  return { scripts, styles };
}

/**
 * The published package.json: ES entries with declarations, CSS, react/react-dom ^18 peers, workspace versions pinned; no `private`,
 * scripts or tooling.
 */
export function createDistPackageJson(source: SourcePackageJson, workspaceVersions: Record<string, string>): Record<string, unknown> {
  const { scripts, styles } = entriesFromExports(source.exports);
  const exports: Record<string, unknown> = {};
  for (const [name, file] of Object.entries(scripts)) {
    const key = name === 'index' ? '.' : `./${name}`;
    const typesPath = file.replace(/^\.\/src\//, './types/').replace(/\.tsx?$/, '.d.ts');
    exports[key] = { types: typesPath, import: `./${name}.js`, default: `./${name}.js` };
  }
  for (const [key, file] of Object.entries(styles)) exports[key] = file.replace(/^\.\/src\//, './');
  exports['./package.json'] = './package.json';
  const dependencies = Object.fromEntries(
    Object.entries(source.dependencies ?? {}).map(([name, range]) => [name, name.startsWith('@silca/') ? (workspaceVersions[name] ?? range) : range]),
  );
  return {
    name: source.name,
    version: source.version,
    description: source.description,
    license: source.license ?? 'UNLICENSED',
    type: 'module',
    sideEffects: ['*.css'],
    main: './index.js',
    module: './index.js',
    types: './types/index.d.ts',
    exports,
    peerDependencies: { react: '^18.0.0', 'react-dom': '^18.0.0', ...withoutReact(source.peerDependencies) },
    ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
  };
}

function withoutReact(peers: Record<string, string> | undefined): Record<string, string> {
  const rest = { ...(peers ?? {}) };
  delete rest['react'];
  delete rest['react-dom'];
  return rest;
}
