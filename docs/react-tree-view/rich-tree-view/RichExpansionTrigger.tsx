import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view';

type Folder = {id: string; label: string; files: number; children?: Folder[]};

const FOLDERS: Folder[] = [
  {
    id: 'design',
    label: 'Design',
    files: 12,
    children: [
      {id: 'design-icons', label: 'Icons', files: 48},
      {id: 'design-mockups', label: 'Mockups', files: 7},
    ],
  },
  {id: 'legal', label: 'Legal', files: 3, children: [{id: 'legal-contracts', label: 'Contracts', files: 21}]},
];

const FILE_COUNT: Record<string, number> = {};
const countFiles = (items: Folder[]) =>
  items.forEach((item) => {
    FILE_COUNT[item.id] = item.files;
    countFiles(item.children ?? []);
  });
countFiles(FOLDERS);

export default function RichExpansionTrigger() {
  const [selected, setSelected] = React.useState<string | null>('design');

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{minHeight: 200}}>
      <Box sx={{minWidth: 220}}>
        {/* Clicking a label selects the folder; only the chevron opens or closes it. */}
        <RichTreeView
          aria-label="Folders"
          items={FOLDERS}
          expansionTrigger="iconContainer"
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </Box>
      <Box sx={{p: 2, flex: 1, border: 1, borderColor: 'divider', borderRadius: 1}}>
        <Typography variant="body2">
          {selected ? `${selected}: ${FILE_COUNT[selected]} files` : 'Select a folder to see its content.'}
        </Typography>
      </Box>
    </Stack>
  );
}
