/** JSON shape of a message (snake_case, ISO times). */
export interface MessageJson {
  id: string;
  sender_id: string;
  receiver_id: string;
  load_id: string | null;
  content: string;
  read_at: string | null;
  created_at: string;
}

export function presentMessage(row: { id: string; senderId: string; receiverId: string; loadId: string | null; content: string; readAt: Date | null; createdAt: Date }): MessageJson {
  return {
    id: row.id,
    sender_id: row.senderId,
    receiver_id: row.receiverId,
    load_id: row.loadId,
    content: row.content,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentCounterpart(u: { id: string; name: string; username: string; role: string; status: string }) {
  return { id: u.id, name: u.name, username: u.username, role: u.role, active: u.status === 'active' };
}
