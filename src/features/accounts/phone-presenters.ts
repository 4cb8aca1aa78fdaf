/** JSON shapes of phone-code sign-in. */

/** The session user of SPEC's Authentication section (id, username, name, role, phone). */
export function presentSessionUser(u: { id: string; username: string; name: string; role: string; phone: string | null }) {
  return { id: u.id, username: u.username, name: u.name, role: u.role, phone: u.phone };
}
