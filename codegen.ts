// GraphQL codegen: types the operations in pipeline/ against the CMS contract, offline.
// Run with `npm run codegen`; pipeline/codegen/run.ts writes the files with a "generated" header
// and tests/unit/generated/codegen.test.ts fails when they are stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'content/cms/schema.graphql',
  documents: ['pipeline/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'generated/graphql.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        scalars: { JSON: 'unknown' },
        enumsAsTypes: true,
        avoidOptionals: false,
        useTypeImports: true,
        skipTypename: true,
      },
    },
  },
};

export default config;
