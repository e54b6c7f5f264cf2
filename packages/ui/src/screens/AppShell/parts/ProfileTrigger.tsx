import styles from './ProfileMenu.module.css';

/** The signed-in user as the header shows them (docs/product.md#entities user session). */
export interface ShellUser {
  photoURL?: string | null;
  displayName?: string | null;
  email?: string | null;
}

/** What the profile trigger shows (docs/product.md#screens-and-routes): the photo, or the display name, or the e-mail. */
export function ProfileTriggerContent({ user }: { user: ShellUser }) {
  const name = user.displayName || user.email || 'Perfil';
  return user.photoURL ? (
    <img className={styles.photo} src={user.photoURL} alt={name} />
  ) : (
    <span>{name}</span>
  );
}
