import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import LabelIcon from '@mui/icons-material/Label';
import ReportIcon from '@mui/icons-material/ReportOutlined';
import {SimpleTreeView, TreeItem, type TreeItemProps} from '@mui/x-tree-view';

// Two props of our own, next to the usual TreeItem props.
interface MailFolderItemProps extends TreeItemProps {
  folderIcon: React.ElementType;
  unread?: number;
}

const MailFolderItem = React.forwardRef(function MailFolderItem(
  props: MailFolderItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const {folderIcon: FolderIcon, unread = 0, label, ...other} = props;

  return (
    <TreeItem
      {...other}
      ref={ref}
      label={
        <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
          <FolderIcon fontSize="small" sx={{color: 'text.secondary'}} />
          <Box component="span" sx={{flexGrow: 1, fontWeight: unread > 0 ? 600 : 400}}>
            {label}
          </Box>
          {unread > 0 && (
            <Typography component="span" variant="caption" sx={{fontWeight: 600}}>
              {unread}
            </Typography>
          )}
        </Box>
      }
    />
  );
});

export default function TreeItemCustomizationMailFolders() {
  return (
    <Box sx={{minHeight: 260, width: 280}}>
      <SimpleTreeView aria-label="Mail folders" defaultExpandedItems={['labels']} defaultSelectedItems="inbox">
        <MailFolderItem itemId="inbox" label="Inbox" folderIcon={InboxIcon} unread={12} />
        <MailFolderItem itemId="drafts" label="Drafts" folderIcon={DraftsIcon} />
        <MailFolderItem itemId="sent" label="Sent" folderIcon={SendIcon} />
        <MailFolderItem itemId="labels" label="Labels" folderIcon={LabelIcon} unread={3}>
          <MailFolderItem itemId="labels-invoices" label="Invoices" folderIcon={LabelIcon} unread={2} />
          <MailFolderItem itemId="labels-travel" label="Travel" folderIcon={LabelIcon} unread={1} />
          <MailFolderItem itemId="labels-family" label="Family" folderIcon={LabelIcon} />
        </MailFolderItem>
        <MailFolderItem itemId="spam" label="Spam" folderIcon={ReportIcon} unread={48} />
      </SimpleTreeView>
    </Box>
  );
}
