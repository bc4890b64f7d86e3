import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view';

type SettingsPage = {id: string; label: string; description: string; children?: SettingsPage[]};

const SETTINGS: SettingsPage[] = [
  {
    id: 'account',
    label: 'Account',
    description: 'Your name, email address, and profile picture.',
    children: [
      {id: 'password', label: 'Password', description: 'Change your password and see recent sign-ins.'},
      {id: 'two-factor', label: 'Two-factor authentication', description: 'Add an authenticator app or a key.'},
    ],
  },
  {
    id: 'notifications',
    label: 'Notifications',
    description: 'Choose what we tell you about, and where.',
    children: [
      {id: 'email', label: 'Email', description: 'Digest frequency and the topics you follow.'},
      {id: 'mobile', label: 'Mobile', description: 'Push notifications on your phone.'},
    ],
  },
  {id: 'billing', label: 'Billing', description: 'Plan, invoices, and payment methods.'},
];

const PAGES = new Map<string, SettingsPage>();
const collectPages = (items: SettingsPage[]) =>
  items.forEach((item) => {
    PAGES.set(item.id, item);
    collectPages(item.children ?? []);
  });
collectPages(SETTINGS);

export default function RichTreeViewSelectionFollowsFocus() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('account');
  const page = selectedItem ? PAGES.get(selectedItem) : undefined;

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{minHeight: 260}}>
      <Box sx={{minWidth: 260}}>
        <RichTreeView
          aria-label="Settings"
          items={SETTINGS}
          defaultExpandedItems={['account', 'notifications']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
          // Arrow keys move the focus, and the selection follows it.
          onItemFocus={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
      <Paper variant="outlined" sx={{flex: 1, p: 2, alignSelf: 'flex-start'}}>
        <Typography variant="h6">{page?.label}</Typography>
        <Typography variant="body2">{page?.description}</Typography>
      </Paper>
    </Stack>
  );
}
