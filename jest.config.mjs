/** Unit tests: plain TypeScript modules and hooks beside their sources, transpiled by ts-jest. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/overrides', '<rootDir>/scripts', '<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node10',
          esModuleInterop: true,
          resolveJsonModule: true,
          isolatedModules: true,
          ignoreDeprecations: '6.0',
          rootDir: '.',
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.css$': '<rootDir>/tests/unit/styleStub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
};
