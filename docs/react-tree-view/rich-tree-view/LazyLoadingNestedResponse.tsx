import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {PROJECT_FILES, type ProjectFile} from '@site/src/demo-data/tree-project-files';

type Entry = {id: string; label: string; childrenCount: number; children?: Entry[]};

// The API embeds the entries of small folders (up to three files) in the response, so opening
// them needs no request; larger folders are fetched when opened.
const toEntry = (file: ProjectFile): Entry => {
  const files = file.children ?? [];
  const inline = files.length > 0 && files.length <= 3 && files.every((child) => !child.children);
  return {
    id: file.id,
    label: file.label,
    childrenCount: files.length,
    children: inline ? files.map(toEntry) : undefined,
  };
};

function findChildren(files: ProjectFile[], id: string): ProjectFile[] | undefined {
  for (const file of files) {
    const found = file.id === id ? file.children : findChildren(file.children ?? [], id);
    if (found) {
      return found;
    }
  }
  return undefined;
}

export default function LazyLoadingNestedResponse() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: (parentId?: string) =>
        new Promise<Entry[]>((resolve) => {
          setRequests((current) => [...current, parentId ?? 'root']);
          const files = parentId ? (findChildren(PROJECT_FILES, parentId) ?? []) : PROJECT_FILES;
          setTimeout(() => resolve(files.map(toEntry)), 600);
        }),
      getChildrenCount: (entry: Entry) => entry.childrenCount,
    }),
    [],
  );

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3}>
      <Box sx={{minHeight: 320, minWidth: 260}}>
        <RichTreeViewPro aria-label="Repository with embedded folders" items={[]} dataSource={dataSource} />
      </Box>
      <Box>
        <Typography variant="subtitle2">Requests sent to the server</Typography>
        {requests.map((request, index) => (
          <Typography key={`${request}-${index}`} variant="body2" sx={{fontFamily: 'monospace'}}>
            {index + 1}. getTreeItems({request === 'root' ? '' : `'${request}'`})
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
