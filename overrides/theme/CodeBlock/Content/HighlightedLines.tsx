import React, {type ReactNode} from 'react';
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import type {CodeLinesProps} from './PlainLines';

// Prism and the site's extra languages, set up once, when the first block highlights code in the
// browser (or on the server): they no longer load with every page (overrides/prism).
prismIncludeLanguages(Prism);

// Short code in the languages of nearly every page, each line touching the grammar's main rules.
const SAMPLES: Readonly<Record<string, string>> = {
  tsx: "import * as React from 'react';\nexport default function Demo({rows}: {rows: number[]}) {\n  return <Box sx={{p: 2}}>{rows.length} rows</Box>; // a comment\n}",
  bash: 'npm install @mui/x-data-grid @mui/material && echo "$(pwd)" # done',
};

/**
 * Runs Prism once on a little code of the most used languages. The first tokenization of a
 * language compiles its grammar's regular expressions and Prism's own code, which made the first
 * code shown after a click several times slower than the next; done in idle time once Prism has
 * loaded (see CodeHighlighter), it leaves only the tokenizing itself to the click.
 */
export function warmUp(): void {
  for (const [language, code] of Object.entries(SAMPLES)) {
    const grammar = Prism.languages[language];
    if (grammar) Prism.tokenize(code, grammar);
  }
}

/** The lines of a code block, highlighted by Prism. */
export default function HighlightedLines({
  code,
  language,
  theme,
  lineClassNames,
  showLineNumbers,
}: CodeLinesProps): ReactNode {
  return (
    <Highlight theme={theme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <>
          {tokens.map((line, index) => (
            <Line
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[index]}
              showLineNumbers={showLineNumbers}
            />
          ))}
        </>
      )}
    </Highlight>
  );
}
