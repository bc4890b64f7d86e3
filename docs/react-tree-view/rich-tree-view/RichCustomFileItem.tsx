import * as React from 'react';
import Box from '@mui/material/Box';
import {createSvgIcon} from '@mui/material/utils';
import {RichTreeView, TreeItem, useTreeItemModel, type TreeItemProps} from '@mui/x-tree-view';

const ImageIcon = createSvgIcon(
  <path d="M3 4h18v16H3V4zm2 2v9.6l4-4 3 3 4-5 3 3.8V6H5zm3 1a1.5 1.5 0 110 3 1.5 1.5 0 010-3z" />,
  'Image',
);
const DocumentIcon = createSvgIcon(
  <path d="M6 2h8l6 6v14H6V2zm2 2v16h10V9h-5V4H8zm2 9h6v2h-6v-2zm0 3h6v2h-6v-2z" />,
  'Document',
);
const VideoIcon = createSvgIcon(<path d="M3 5h13v14H3V5zm14 5l4-3v10l-4-3v-4z" />, 'Video');

type FileItem = {id: string; label: string; kind: 'folder' | 'image' | 'document' | 'video'; children?: FileItem[]};

const FILES: FileItem[] = [
  {
    id: 'holidays',
    label: 'Holidays',
    kind: 'folder',
    children: [
      {id: 'beach', label: 'beach.png', kind: 'image'},
      {id: 'itinerary', label: 'itinerary.pdf', kind: 'document'},
      {id: 'drone', label: 'drone-flight.mp4', kind: 'video'},
    ],
  },
  {id: 'resume', label: 'resume.docx', kind: 'document'},
];

const ICONS = {image: ImageIcon, document: DocumentIcon, video: VideoIcon};

// Defined at the module level so its identity stays stable between renders.
const FileTreeItem = React.forwardRef(function FileTreeItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  // Returns the original object passed in `items`, with its custom fields.
  const item = useTreeItemModel<FileItem>(props.itemId);
  const kind = item?.kind ?? 'folder';

  return <TreeItem {...props} ref={ref} slots={kind === 'folder' ? undefined : {endIcon: ICONS[kind]}} />;
});

export default function RichCustomFileItem() {
  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <RichTreeView aria-label="Files" items={FILES} defaultExpandedItems={['holidays']} slots={{item: FileTreeItem}} />
    </Box>
  );
}
