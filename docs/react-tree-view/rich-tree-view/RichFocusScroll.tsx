import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView, useRichTreeViewApiRef, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const COUNTRIES = [
  'Argentina',
  'Brazil',
  'Canada',
  'Denmark',
  'Egypt',
  'Finland',
  'Ghana',
  'Hungary',
  'India',
  'Japan',
];

// 10 countries with 3 offices each: more than the 200px container can show.
const OFFICES: TreeViewDefaultItemModelProperties[] = COUNTRIES.map((country) => ({
  id: country.toLowerCase(),
  label: country,
  children: ['North', 'Central', 'South'].map((area) => ({
    id: `${country.toLowerCase()}-${area.toLowerCase()}`,
    label: `${country} ${area} office`,
  })),
}));

const ALL_COUNTRY_IDS = OFFICES.map((item) => item.id);

export default function RichFocusScroll() {
  const apiRef = useRichTreeViewApiRef();

  return (
    <Box sx={{minWidth: 250}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.focusItem(event, 'japan-south')}>
          Focus the last office
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.getItemDOMElement('argentina')?.scrollIntoView({block: 'nearest'})}
        >
          Scroll to the top item
        </Button>
      </Stack>
      {/* A fixed height with overflow: the browser scrolls the focused item into view. */}
      <Box sx={{height: 200, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1}}>
        <RichTreeView aria-label="Offices" items={OFFICES} apiRef={apiRef} defaultExpandedItems={ALL_COUNTRY_IDS} />
      </Box>
    </Box>
  );
}
