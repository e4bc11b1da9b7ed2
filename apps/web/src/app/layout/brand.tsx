import { APP_NAME } from '../../shared/navigation/route-handle';

// The truck of the favicon, inline: an icon package import would add to the login page's first load.
function TruckMark() {
  return (
    <svg width="26" height="26" viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="6" fill="#1f5fbf" />
      <path d="M5 20V11h13v9H5zm13-6h5l4 4v2h-9v-6z" fill="#fff" />
      <circle cx="10" cy="22" r="2.5" fill="#fff" />
      <circle cx="23" cy="22" r="2.5" fill="#fff" />
    </svg>
  );
}

export function BrandMark({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <>
      <TruckMark />
      {!isCompact && <span>{APP_NAME}</span>}
    </>
  );
}
