import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView, useRichTreeViewApiRef, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const REGIONS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {id: 'france', label: 'France'},
      {id: 'spain', label: 'Spain'},
    ],
  },
  {id: 'asia', label: 'Asia', children: [{id: 'japan', label: 'Japan'}]},
];

export default function RichExpansionApi() {
  const apiRef = useRichTreeViewApiRef();

  return (
    <Box sx={{minHeight: 220, minWidth: 250}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({event, itemId: 'europe', shouldBeExpanded: true})}
        >
          Open Europe
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemExpansion({event, itemId: 'europe', shouldBeExpanded: false})}
        >
          Close Europe
        </Button>
      </Stack>
      <RichTreeView aria-label="Regions" items={REGIONS} apiRef={apiRef} />
    </Box>
  );
}
