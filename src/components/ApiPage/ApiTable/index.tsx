import React, {type ReactNode} from 'react';

/** A table of an API page: one header row of column titles, then the rows the caller renders. */
export default function ApiTable({
  columns,
  className,
  children,
}: {
  columns: ReactNode[];
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <table className={className}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
