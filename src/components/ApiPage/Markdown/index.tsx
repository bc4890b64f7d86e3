import React, {type ReactNode} from 'react';
import {parseMarkdown, type InlineNode} from './markdown';
import styles from './styles.module.css';

function renderInline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return <code key={index}>{node.value}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link': {
        const external = /^https?:/i.test(node.href);
        return (
          <a key={index} href={node.href} {...(external && {target: '_blank', rel: 'noopener noreferrer'})}>
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

/** Renders a JSDoc description's Markdown as React elements (never as raw HTML). */
export default function Markdown({text}: {text: string}): ReactNode {
  return (
    <div className={styles.markdown}>
      {parseMarkdown(text).map((block, index) => {
        if (block.type === 'paragraph') return <p key={index}>{renderInline(block.children)}</p>;
        if (block.type === 'code') return <pre key={index}>{block.value}</pre>;
        return (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
