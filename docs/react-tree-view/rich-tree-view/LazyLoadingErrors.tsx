import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';

type Share = {id: string; label: string; childrenCount: number};

const SHARES: Share[] = [
  {id: 'public', label: 'Public', childrenCount: 2},
  {id: 'payroll', label: 'Payroll (restricted)', childrenCount: 3},
  {id: 'archive', label: 'Archive (unstable connection)', childrenCount: 2},
];

const CONTENTS: Record<string, string[]> = {
  public: ['Brand guidelines.pdf', 'Holiday calendar.xlsx'],
  archive: ['2022 reports.zip', '2023 reports.zip'],
};

// The archive fails on the first attempt and answers on the next one.
let archiveAttempts = 0;

function fetchShare(parentId?: string): Promise<Share[]> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!parentId) {
        resolve(SHARES);
      } else if (parentId === 'payroll') {
        reject(new Error('Payroll: you do not have access to this share.'));
      } else if (parentId === 'archive' && (archiveAttempts += 1) === 1) {
        reject(new Error('Archive: the connection timed out. Expand it again to retry.'));
      } else {
        resolve((CONTENTS[parentId] ?? []).map((name) => ({id: `${parentId}/${name}`, label: name, childrenCount: 0})));
      }
    }, 600);
  });
}

export default function LazyLoadingErrors() {
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  // The tree shows that a request failed; the message is ours to keep and display.
  const dataSource = React.useMemo(
    () => ({
      getTreeItems: async (parentId?: string) => {
        try {
          const shares = await fetchShare(parentId);
          setErrors((current) => {
            const next = {...current};
            delete next[parentId ?? ''];
            return next;
          });
          return shares;
        } catch (error) {
          setErrors((current) => ({...current, [parentId ?? '']: (error as Error).message}));
          throw error;
        }
      },
      getChildrenCount: (share: Share) => share.childrenCount,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Box sx={{minHeight: 220, minWidth: 260}}>
        <RichTreeViewPro aria-label="Network shares" items={SHARES} dataSource={dataSource} />
      </Box>
      {Object.entries(errors).map(([id, message]) => (
        <Alert key={id} severity="error">
          {message}
        </Alert>
      ))}
    </Stack>
  );
}
