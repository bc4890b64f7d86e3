import React, {type ReactNode} from 'react';
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';
import type {CodeLinesProps} from './PlainLines';

// Prism and the site's extra languages, set up once, when the first block highlights code in the
// browser (or on the server): they no longer load with every page (plugins/code-blocks).
prismIncludeLanguages(Prism);

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
