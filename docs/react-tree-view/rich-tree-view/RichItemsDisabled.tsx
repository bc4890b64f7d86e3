import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {RichTreeView} from '@mui/x-tree-view';

type Warehouse = {id: string; label: string; closed?: boolean; children?: Warehouse[]};

const WAREHOUSES: Warehouse[] = [
  {
    id: 'north',
    label: 'North region',
    children: [
      {id: 'oslo', label: 'Oslo'},
      {id: 'stockholm', label: 'Stockholm (closed for inventory)', closed: true},
    ],
  },
  {
    id: 'south',
    label: 'South region (closed)',
    closed: true,
    children: [{id: 'lisbon', label: 'Lisbon'}],
  },
  {id: 'central', label: 'Central hub'},
];

export default function RichItemsDisabled() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(false);

  return (
    <Box sx={{minHeight: 260, minWidth: 280}}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="Disabled items focusable"
      />
      <RichTreeView
        aria-label="Warehouses"
        items={WAREHOUSES}
        isItemDisabled={(item) => Boolean(item.closed)}
        disabledItemsFocusable={disabledItemsFocusable}
        defaultExpandedItems={['north']}
      />
    </Box>
  );
}
