import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {RichTreeView, useRichTreeViewApiRef, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const DELIVERY_ZONES: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'north',
    label: 'North region',
    children: [
      {id: 'north-harbor', label: 'Harbor district'},
      {id: 'north-university', label: 'University quarter'},
    ],
  },
  {
    id: 'south',
    label: 'South region',
    children: [
      {id: 'south-airport', label: 'Airport'},
      {id: 'south-industrial', label: 'Industrial park'},
      {id: 'south-old-town', label: 'Old town'},
    ],
  },
];

export default function RichTreeViewItemsToggleDisabled() {
  const apiRef = useRichTreeViewApiRef();
  const [focusedZone, setFocusedZone] = React.useState<string>('north-harbor');
  const [suspended, setSuspended] = React.useState<string[]>([]);

  const toggleSuspension = () => {
    // Without `shouldBeDisabled`, the method toggles the current state of the item.
    apiRef.current?.setIsItemDisabled({itemId: focusedZone});
    setSuspended((prev) =>
      prev.includes(focusedZone) ? prev.filter((itemId) => itemId !== focusedZone) : [...prev, focusedZone],
    );
  };

  return (
    <Box sx={{minHeight: 320, width: 320}}>
      <Button size="small" variant="outlined" onClick={toggleSuspension}>
        {suspended.includes(focusedZone) ? 'Resume' : 'Suspend'} deliveries to the focused zone
      </Button>
      <Typography variant="body2" sx={{my: 1, color: 'text.secondary'}}>
        Suspended: {suspended.length > 0 ? suspended.join(', ') : 'none'}
      </Typography>
      <RichTreeView
        aria-label="Delivery zones"
        items={DELIVERY_ZONES}
        apiRef={apiRef}
        // Keeps a suspended zone reachable with the keyboard, so that it can be resumed.
        disabledItemsFocusable
        defaultExpandedItems={['north', 'south']}
        onItemFocus={(_event, itemId) => setFocusedZone(itemId)}
      />
    </Box>
  );
}
