import { useState } from 'react';

/** The first and last name's initials, or the one word's (the e-mail's when there is no name). */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? email;
  const last = words.length > 1 ? words[words.length - 1] : '';
  return `${first.charAt(0)}${last?.charAt(0) ?? ''}`.toUpperCase();
}

/** A stable hue per e-mail, so a person keeps their colour. */
export function hueOf(email: string): number {
  let hash = 0;
  for (const char of email.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

interface UserAvatarProps {
  name: string;
  email: string;
  image: string | null;
  size?: number;
}

/** The person's photo, or their initials on their colour when there is none (or it fails). */
export function UserAvatar({ name, email, image, size = 96 }: UserAvatarProps) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };
  if (image && !failed) {
    return (
      <img
        src={image}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={box}
        className="rounded-full object-cover ring-4 ring-base-100"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={name}
      style={{ ...box, backgroundColor: `oklch(50% 0.13 ${hueOf(email)})`, fontSize: size * 0.38 }}
      className="flex items-center justify-center rounded-full font-semibold text-white ring-4 ring-base-100 select-none"
    >
      {initialsOf(name, email)}
    </div>
  );
}
