import * as React from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import RefreshIcon from '@mui/icons-material/Refresh';
import {RichTreeViewPro, useRichTreeViewProApiRef} from '@mui/x-tree-view-pro';

type Message = {id: string; label: string; childrenCount: number; children?: Message[]};

const FOLDERS: Message[] = [
  {id: 'inbox', label: 'Inbox', childrenCount: -1},
  {id: 'sent', label: 'Sent', childrenCount: -1},
];

const SUBJECTS = [
  'Invoice 2024-0412',
  'Team lunch on Friday',
  'Your order has shipped',
  'Quarterly review slides',
  'Password change confirmation',
];

// Each request to the inbox returns one more message than the previous one, as new mail arrives.
let inboxRequests = 0;

function fetchFolder(parentId?: string): Promise<Message[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (!parentId) {
        resolve(FOLDERS);
        return;
      }
      const count = parentId === 'inbox' ? Math.min((inboxRequests += 1) + 1, SUBJECTS.length) : 1;
      const subjects = parentId === 'inbox' ? SUBJECTS.slice(0, count) : ['Re: Quarterly review slides'];
      resolve(subjects.map((subject) => ({id: `${parentId}/${subject}`, label: subject, childrenCount: 0})));
    }, 600);
  });
}

const dataSource = {getTreeItems: fetchFolder, getChildrenCount: (message: Message) => message.childrenCount};

export default function LazyLoadingRefresh() {
  const apiRef = useRichTreeViewProApiRef<Message>();

  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<RefreshIcon />}
        // Bypasses the cache: the inbox is fetched again even if it was loaded a second ago.
        onClick={() => apiRef.current?.updateItemChildren('inbox')}
      >
        Check for new mail
      </Button>
      <Box sx={{minHeight: 240, minWidth: 280}}>
        <RichTreeViewPro
          apiRef={apiRef}
          aria-label="Mailbox"
          items={FOLDERS}
          dataSource={dataSource}
          defaultExpandedItems={['inbox']}
        />
      </Box>
    </Stack>
  );
}
