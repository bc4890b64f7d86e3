import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';

export type CodeLinesProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  lineClassNames: {[lineIndex: number]: string[]};
  showLineNumbers: boolean;
};

/**
 * The lines of a code block as plain text, in the same elements as highlighted lines (so the block
 * has its final size): shown in the browser for the moment Prism takes to load, the first time a
 * block highlights new code.
 */
export default function PlainLines({code, theme, lineClassNames, showLineNumbers}: CodeLinesProps): ReactNode {
  const getLineProps = ({className, style}: LineInputProps): LineOutputProps => ({
    className: clsx('token-line', className),
    style: {color: theme.plain.color, ...style},
  });
  const getTokenProps = ({token, className}: TokenInputProps): TokenOutputProps => ({
    className: clsx('token', ...token.types, className),
    children: token.content,
  });
  return (
    <>
      {code.split('\n').map((text, index) => (
        <Line
          key={index}
          line={[{types: ['plain'], content: text}]}
          getLineProps={getLineProps}
          getTokenProps={getTokenProps}
          classNames={lineClassNames[index]}
          showLineNumbers={showLineNumbers}
        />
      ))}
    </>
  );
}
