import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeView, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const SECTIONS: TreeViewDefaultItemModelProperties[] = [
  {id: 'profile', label: 'Profile'},
  {
    id: 'security',
    label: 'Security',
    children: [
      {id: 'password', label: 'Password'},
      {id: 'two-factor', label: 'Two-factor authentication'},
    ],
  },
  {id: 'notifications', label: 'Notifications'},
];

const DESCRIPTIONS: Record<string, string> = {
  profile: 'Your name, photo, and contact details.',
  security: 'Everything that protects your account.',
  password: 'Change your password or set up a passkey.',
  'two-factor': 'Require a code from your phone when you sign in.',
  notifications: 'Choose which emails and alerts you receive.',
};

export default function RichFocusTracker() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{minHeight: 200}}>
      <Box sx={{minWidth: 240}}>
        <RichTreeView aria-label="Settings" items={SECTIONS} onItemFocus={(_event, itemId) => setFocused(itemId)} />
      </Box>
      {/* The preview follows keyboard navigation without selecting anything. */}
      <Box sx={{p: 2, flex: 1, border: 1, borderColor: 'divider', borderRadius: 1}}>
        <Typography variant="body2">{focused ? DESCRIPTIONS[focused] : 'Focus an item to preview it.'}</Typography>
      </Box>
    </Stack>
  );
}
