import { MessageThread } from "@/components/workspace/message-thread";
import { useAdminMessages, useSendAdminMessage } from "../api/workspace";

/** Staff's side of the order's messages with the client; opening it marks the client's messages read. */
export function OrderThread({ id }: { id: string }) {
  const messages = useAdminMessages(id);
  const send = useSendAdminMessage(id);
  return (
    <MessageThread
      messages={messages.data}
      viewer="staff"
      loading={messages.isPending}
      error={messages.isError}
      sending={send.isPending}
      onSend={(body) => send.mutateAsync(body)}
    />
  );
}
