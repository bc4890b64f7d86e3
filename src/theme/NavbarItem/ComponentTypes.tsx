import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SettingsButton from '@site/src/components/SettingsDrawer';
import VersionSwitcher from '@site/src/components/VersionSwitcher';

// Custom navbar items are registered here, so the Navbar itself is never ejected.
export default {
  ...ComponentTypes,
  'custom-settingsButton': SettingsButton,
  'custom-versionSwitcher': VersionSwitcher,
};
