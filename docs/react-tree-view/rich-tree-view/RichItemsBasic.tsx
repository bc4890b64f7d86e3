import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const MAIL_FOLDERS: TreeViewDefaultItemModelProperties[] = [
  {id: 'inbox', label: 'Inbox'},
  {
    id: 'projects',
    label: 'Projects',
    children: [
      {id: 'projects-website', label: 'Website redesign'},
      {id: 'projects-mobile', label: 'Mobile app'},
      {
        id: 'projects-archive',
        label: 'Archived',
        children: [{id: 'projects-archive-2023', label: 'Intranet 2023'}],
      },
    ],
  },
  {id: 'sent', label: 'Sent'},
  {id: 'trash', label: 'Trash'},
];

export default function RichItemsBasic() {
  return (
    <Box sx={{minHeight: 240, minWidth: 250}}>
      <RichTreeView aria-label="Mail folders" items={MAIL_FOLDERS} defaultExpandedItems={['projects']} />
    </Box>
  );
}
