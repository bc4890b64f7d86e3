import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

type Ticket = {id: string; label: string};

const INCOMING: Ticket[] = [
  {id: 'T-1042', label: 'T-1042 Refund not received'},
  {id: 'T-1043', label: 'T-1043 Cannot reset password'},
  {id: 'T-1044', label: 'T-1044 Invoice shows wrong VAT'},
  {id: 'T-1045', label: 'T-1045 App crashes on login'},
];

type Queues = {unassigned: Ticket[]; mine: Ticket[]};

// The items are derived from the state: each change gives the tree a new `items` array.
const toItems = (queues: Queues): TreeViewDefaultItemModelProperties[] => [
  {id: 'unassigned', label: `Unassigned (${queues.unassigned.length})`, children: queues.unassigned},
  {id: 'mine', label: `Assigned to me (${queues.mine.length})`, children: queues.mine},
];

export default function RichTreeViewItemsDynamic() {
  const [queues, setQueues] = React.useState<Queues>({
    unassigned: [{id: 'T-1041', label: 'T-1041 Order arrived damaged'}],
    mine: [],
  });
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);
  const nextTicket = INCOMING.find(
    (ticket) => ![...queues.unassigned, ...queues.mine].some((known) => known.id === ticket.id),
  );
  const canAssign = queues.unassigned.some((ticket) => ticket.id === selectedItem);

  const receiveTicket = () => {
    if (nextTicket) {
      setQueues((prev) => ({...prev, unassigned: [...prev.unassigned, nextTicket]}));
    }
  };

  const assignSelected = () => {
    setQueues((prev) => ({
      unassigned: prev.unassigned.filter((ticket) => ticket.id !== selectedItem),
      mine: [...prev.mine, ...prev.unassigned.filter((ticket) => ticket.id === selectedItem)],
    }));
  };

  const items = React.useMemo(() => toItems(queues), [queues]);

  return (
    <Box sx={{minHeight: 300, width: 340}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={receiveTicket} disabled={!nextTicket}>
          New ticket
        </Button>
        <Button size="small" variant="outlined" onClick={assignSelected} disabled={!canAssign}>
          Assign to me
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Support tickets"
        items={items}
        defaultExpandedItems={['unassigned', 'mine']}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
      />
    </Box>
  );
}
